/**
 * A contraction hierarchy over the graph nodes for one metric. Arc `a` goes from `arcFrom[a]` to
 * `arcTo[a]` with integer weight `arcWeight[a]`; a shortcut has its two child arcs in
 * `arcChild1`/`arcChild2`, an original arc has `arcChild1 = -1` and `arcChild2 = edge * 2 + direction`
 * (direction 0 = along the edge). The upward search graph lists, for node `u`, the arcs `u → w` with
 * `rank[w] > rank[u]` in `upArcs[upOffset[u] .. upOffset[u + 1])`; the downward one lists, for node `w`,
 * the arcs `u → w` with `rank[u] > rank[w]` (the backward search walks them from `w` to `u`).
 */
export interface ContractionHierarchy {
  rank: Uint32Array;
  arcFrom: Uint32Array;
  arcTo: Uint32Array;
  arcWeight: Uint32Array;
  arcChild1: Int32Array;
  arcChild2: Int32Array;
  upOffset: Uint32Array;
  upArcs: Uint32Array;
  downOffset: Uint32Array;
  downArcs: Uint32Array;
}
