// The cycles of an import graph (node → what it imports), each as its nodes in order: shared by
// `npm run check:cycles` (the sources) and `npm run build` (the files of dist/).

/** @param {Map<string, readonly string[]>} graph @returns {string[][]} */
export function cyclesIn(graph) {
  const cycles = [];
  const state = new Map();
  const stack = [];
  const dfs = (n) => {
    state.set(n, 1);
    stack.push(n);
    for (const d of graph.get(n) ?? []) {
      if (state.get(d) === 1) cycles.push(stack.slice(stack.indexOf(d)));
      else if (!state.get(d)) dfs(d);
    }
    stack.pop();
    state.set(n, 2);
  };
  for (const n of graph.keys()) if (!state.get(n)) dfs(n);
  return cycles;
}
