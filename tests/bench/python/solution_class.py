# N-Queens as LeetCode's class Solution writes it: sets of used columns and diagonals.
class Solution:
    def totalNQueens(self, size):
        self.count = 0
        self.cols, self.ups, self.downs = set(), set(), set()
        self.place(0, size)
        return self.count

    def place(self, row, size):
        if row == size:
            self.count += 1
            return
        for c in range(size):
            if c in self.cols or row + c in self.ups or row - c in self.downs:
                continue
            self.cols.add(c)
            self.ups.add(row + c)
            self.downs.add(row - c)
            self.place(row + 1, size)
            self.cols.remove(c)
            self.ups.remove(row + c)
            self.downs.remove(row - c)


print(Solution().totalNQueens(n))
