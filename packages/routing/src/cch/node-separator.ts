/** Side of a node after {@link NodeSeparator.cut}. */
export const SIDE_SOURCE = 0;
/** Side of a node after {@link NodeSeparator.cut}. */
export const SIDE_SINK = 1;
/** Side of a node after {@link NodeSeparator.cut}: the node is in the separator. */
export const SIDE_SEPARATOR = 2;

const FROM_SOURCE = -2;

/**
 * Minimum node cut between two node sets of an undirected graph piece, by unit-capacity max flow (Dinic)
 * on the node-split graph (`in(v) → out(v)` capacity 1, edges `out(u) → in(v)` unbounded). The flow
 * network stays implicit: a node carries at most one unit, so its flow is `through[v]` and the one node
 * it receives from, `pred[v]`. Scratch buffers are sized once for the largest piece and reused.
 */
export class NodeSeparator {
  private readonly through: Uint8Array;
  private readonly inner: Uint8Array;
  private readonly pred: Int32Array;
  private readonly level: Int32Array;
  private readonly cur: Int32Array;
  private readonly queue: Int32Array;
  private readonly path: Int32Array;

  constructor(maxNodes: number) {
    this.through = new Uint8Array(maxNodes);
    this.inner = new Uint8Array(maxNodes);
    this.pred = new Int32Array(maxNodes);
    this.level = new Int32Array(2 * maxNodes + 2);
    this.cur = new Int32Array(2 * maxNodes + 2);
    this.queue = new Int32Array(2 * maxNodes + 2);
    this.path = new Int32Array(2 * maxNodes + 2);
  }

  /**
   * Cuts the piece of `k` nodes (adjacency `adj[offset[v] .. offset[v + 1])`, local ids) between the
   * nodes with `role[v] = 1` (sources) and `role[v] = 2` (sinks): writes each node's side into `side`
   * ({@link SIDE_SOURCE}, {@link SIDE_SINK}, {@link SIDE_SEPARATOR}) and returns the separator size.
   * No edge joins the source side to the sink side.
   */
  cut(k: number, offset: Uint32Array, adj: Uint32Array, role: Uint8Array, side: Uint8Array): number {
    const { through, pred, level, cur, queue, path } = this;
    const inner = this.inner;
    through.fill(0, 0, k);
    pred.fill(-1, 0, k);
    for (let v = 0; v < k; v++) inner[v] = role[v] === 1 && this.interior(v, offset, adj, role) ? 1 : 0;
    const S = 2 * k;
    const T = 2 * k + 1;
    let flow = 0;
    for (;;) {
      // BFS levels over the residual graph
      level.fill(-1, 0, 2 * k + 2);
      let head = 0;
      let tail = 0;
      level[S] = 0;
      for (let v = 0; v < k; v++) {
        if (role[v] === 1 && inner[v] === 0) {
          level[2 * v] = 1;
          queue[tail++] = 2 * v;
        }
      }
      let sinkLevel = -1;
      while (head < tail) {
        const s = queue[head++]!;
        const l = level[s]!;
        if (sinkLevel >= 0 && l >= sinkLevel - 1) continue;
        const v = s >> 1;
        if ((s & 1) === 0) {
          if (through[v] === 0) {
            if (level[s + 1]! < 0) {
              level[s + 1] = l + 1;
              queue[tail++] = s + 1;
            }
          } else {
            const p = pred[v]!;
            if (p >= 0 && level[2 * p + 1]! < 0) {
              level[2 * p + 1] = l + 1;
              queue[tail++] = 2 * p + 1;
            }
          }
        } else {
          if (role[v] === 2) {
            if (level[T]! < 0) level[T] = l + 1;
            sinkLevel = l + 1;
          }
          if (through[v] === 1 && level[s - 1]! < 0) {
            level[s - 1] = l + 1;
            queue[tail++] = s - 1;
          }
          for (let i = offset[v]!; i < offset[v + 1]!; i++) {
            const t = 2 * adj[i]!;
            if (level[t]! < 0 && inner[t >> 1] === 0) {
              level[t] = l + 1;
              queue[tail++] = t;
            }
          }
        }
      }
      if (level[T]! < 0) break;

      // blocking flow by iterative DFS with current-arc pointers
      cur.fill(0, 0, 2 * k + 2);
      let sourceCursor = 0;
      let depth = 0;
      for (;;) {
        if (depth === 0) {
          while (sourceCursor < k && (role[sourceCursor] !== 1 || level[2 * sourceCursor] !== 1))
            sourceCursor++;
          if (sourceCursor === k) break;
          path[0] = 2 * sourceCursor;
          depth = 1;
        }
        const s = path[depth - 1]!;
        if (s === T) {
          this.augment(path, depth, T);
          flow++;
          depth = 0;
          continue;
        }
        const next = this.advance(s, k, offset, adj, role, T);
        if (next >= 0) {
          path[depth++] = next;
        } else {
          level[s] = -1;
          depth--;
          if (depth === 0) sourceCursor++;
        }
      }
    }
    for (let v = 0; v < k; v++) {
      if (level[2 * v + 1]! >= 0 || inner[v] === 1) side[v] = SIDE_SOURCE;
      else if (level[2 * v]! >= 0) side[v] = SIDE_SEPARATOR;
      else side[v] = SIDE_SINK;
    }
    return flow;
  }

  /** Whether source `v` has only sources around (flow never needs to pass it). */
  private interior(v: number, offset: Uint32Array, adj: Uint32Array, role: Uint8Array): boolean {
    for (let i = offset[v]!; i < offset[v + 1]!; i++) if (role[adj[i]!] !== 1) return false;
    return true;
  }

  /** Next admissible residual arc of state `s` from its current-arc pointer, or -1. */
  private advance(
    s: number,
    k: number,
    offset: Uint32Array,
    adj: Uint32Array,
    role: Uint8Array,
    T: number,
  ): number {
    const { through, pred, level, cur } = this;
    const want = level[s]! + 1;
    const v = s >> 1;
    if ((s & 1) === 0) {
      for (;;) {
        const c = cur[s]!;
        if (c === 0) {
          if (through[v] === 0 && level[s + 1] === want) return s + 1;
        } else if (c === 1) {
          const p = pred[v]!;
          if (through[v] === 1 && p >= 0 && level[2 * p + 1] === want) return 2 * p + 1;
        } else return -1;
        cur[s] = c + 1;
      }
    }
    const degree = offset[v + 1]! - offset[v]!;
    for (;;) {
      const c = cur[s]!;
      if (c < degree) {
        const t = 2 * adj[offset[v]! + c]!;
        if (level[t] === want) return t;
      } else if (c === degree) {
        if (through[v] === 1 && level[s - 1] === want) return s - 1;
      } else if (c === degree + 1) {
        if (role[v] === 2 && level[T] === want) return T;
      } else return -1;
      cur[s] = c + 1;
    }
  }

  /** Pushes one unit along `path[0 .. depth)` (from a source's in-state to T). */
  private augment(path: Int32Array, depth: number, T: number): void {
    const { through, pred } = this;
    pred[path[0]! >> 1] = FROM_SOURCE;
    for (let i = 0; i + 1 < depth; i++) {
      const s = path[i]!;
      const t = path[i + 1]!;
      if (t === T) break;
      const v = s >> 1;
      const w = t >> 1;
      if ((s & 1) === 0) {
        if (w === v) through[v] = 1;
        else if (pred[v] === w) pred[v] = -1;
      } else if (w === v) {
        through[v] = 0;
      } else {
        pred[w] = v;
      }
    }
  }
}
