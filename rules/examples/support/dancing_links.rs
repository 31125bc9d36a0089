//! Knuth's dancing links (algorithm X) for the searches' exact covers. Shared by the
//! examples through `#[path]`; not an example itself.

/// Dancing links over item columns `1..=items` (0 is the root), every option of `W` items.
pub struct Links {
    left: Vec<usize>,
    right: Vec<usize>,
    up: Vec<usize>,
    down: Vec<usize>,
    column: Vec<usize>,
    size: Vec<usize>,
    /// For each node past the headers, the option it belongs to.
    option: Vec<usize>,
    pub nodes: u64,
    pub budget: u64,
    /// The options of the solution, once `solve` has found one.
    pub chosen: Vec<usize>,
}

impl Links {
    pub fn new<const W: usize>(items: usize, options: &[[usize; W]]) -> Links {
        let headers = items + 1;
        let mut links = Links {
            left: (0..headers).map(|i| (i + headers - 1) % headers).collect(),
            right: (0..headers).map(|i| (i + 1) % headers).collect(),
            up: (0..headers).collect(),
            down: (0..headers).collect(),
            column: (0..headers).collect(),
            size: vec![0; headers],
            option: vec![usize::MAX; headers],
            nodes: 0,
            budget: 0,
            chosen: Vec::new(),
        };
        for (index, option) in options.iter().enumerate() {
            let first = links.left.len();
            for (offset, &item) in option.iter().enumerate() {
                let node = first + offset;
                links.left.push(first + (offset + W - 1) % W);
                links.right.push(first + (offset + 1) % W);
                let above = links.up[item];
                links.up.push(above);
                links.down.push(item);
                links.down[above] = node;
                links.up[item] = node;
                links.column.push(item);
                links.option.push(index);
                links.size[item] += 1;
            }
        }
        links
    }

    /// Takes `column` and every option on it out of the search.
    pub fn cover(&mut self, column: usize) {
        let (left, right) = (self.left[column], self.right[column]);
        self.right[left] = right;
        self.left[right] = left;
        let mut row = self.down[column];
        while row != column {
            let mut node = self.right[row];
            while node != row {
                let (up, down) = (self.up[node], self.down[node]);
                self.down[up] = down;
                self.up[down] = up;
                self.size[self.column[node]] -= 1;
                node = self.right[node];
            }
            row = self.down[row];
        }
    }

    fn uncover(&mut self, column: usize) {
        let mut row = self.up[column];
        while row != column {
            let mut node = self.left[row];
            while node != row {
                let (up, down) = (self.up[node], self.down[node]);
                self.down[up] = node;
                self.up[down] = node;
                self.size[self.column[node]] += 1;
                node = self.left[node];
            }
            row = self.up[row];
        }
        let (left, right) = (self.left[column], self.right[column]);
        self.right[left] = column;
        self.left[right] = column;
    }

    /// Knuth's algorithm X, the item with the fewest options first, within `budget` nodes.
    pub fn solve(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes > self.budget {
            return false;
        }
        if self.right[0] == 0 {
            return true;
        }
        let mut best = self.right[0];
        let mut column = self.right[best];
        while column != 0 {
            if self.size[column] < self.size[best] {
                best = column;
            }
            column = self.right[column];
        }
        if self.size[best] == 0 {
            return false;
        }
        self.cover(best);
        let mut row = self.down[best];
        while row != best {
            let mut node = self.right[row];
            while node != row {
                self.cover(self.column[node]);
                node = self.right[node];
            }
            self.chosen.push(self.option[row]);
            if self.solve() {
                return true;
            }
            self.chosen.pop();
            let mut node = self.left[row];
            while node != row {
                self.uncover(self.column[node]);
                node = self.left[node];
            }
            if self.nodes > self.budget {
                break;
            }
            row = self.down[row];
        }
        self.uncover(best);
        false
    }
}
