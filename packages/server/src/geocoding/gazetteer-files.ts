import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GazetteerData } from './gazetteer-data.ts';
import { GAZETTEER_VERSION, gazetteerDataSchema } from './gazetteer-data.ts';

/** File name of the gazetteer inside its folder. */
export const GAZETTEER_FILE = 'gazetteer.json';

/** Folder of the gazetteer under the server's `DATA_DIR`. */
export function gazetteerDir(dataDir: string): string {
  return join(dataDir, 'gazetteer');
}

/** A gazetteer folder that is missing, unreadable or of another format. */
export class GazetteerLoadError extends Error {
  override name = 'GazetteerLoadError';
}

/**
 * Writes `data` as `<dir>/gazetteer.json` (the folder is created; the file is replaced atomically, so a
 * running server never reads half a file).
 *
 * @example await writeGazetteer(gazetteerDir(config.DATA_DIR), await buildGazetteer(input));
 */
export async function writeGazetteer(
  dir: string,
  data: GazetteerData,
): Promise<{ path: string; bytes: number }> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, GAZETTEER_FILE);
  const text = JSON.stringify(data);
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, text, 'utf8');
  await rename(temporary, path);
  return { path, bytes: Buffer.byteLength(text) };
}

/**
 * Reads and validates `<dir>/gazetteer.json`.
 *
 * @throws GazetteerLoadError when the file is missing, is not JSON, or does not match the format (the
 *   message names the first problem and says to run the data import).
 */
export async function loadGazetteer(dir: string): Promise<GazetteerData> {
  const path = join(dir, GAZETTEER_FILE);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new GazetteerLoadError(`gazetteer not found: ${path} (run the data import)`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GazetteerLoadError(`gazetteer is not valid JSON: ${path} (run the data import again)`);
  }
  const parsed = gazetteerDataSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new GazetteerLoadError(
      `gazetteer ${path} does not match format version ${GAZETTEER_VERSION} — ${where}${issue?.message ?? 'invalid'} (run the data import again)`,
    );
  }
  return parsed.data;
}
