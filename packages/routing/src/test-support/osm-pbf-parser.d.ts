declare module 'osm-pbf-parser' {
  import type { Transform } from 'node:stream';

  /** Creates a transform stream: PBF bytes in, arrays of parsed OSM items out. */
  export default function parseOSM(): Transform;
}
