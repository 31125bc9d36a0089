DROP TABLE club_embed_origins;
