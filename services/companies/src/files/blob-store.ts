import { mkdir, rm, writeFile } from 'fs/promises';
import { isAbsolute, relative, resolve } from 'path';

/**
 * Where stored files' bytes live. `storage_path` in `companies.stored_files` is relative to the store.
 * One real adapter: the local disk under `${DATA_DIR}/files`; an object store can replace it behind this port.
 */
export abstract class BlobStore {
  abstract write(path: string, data: Buffer): Promise<void>;
  /** Removes the blobs; missing ones are ignored. Answers the paths that could not be removed. */
  abstract remove(paths: string[]): Promise<string[]>;
}

export class LocalBlobStore extends BlobStore {
  readonly root: string;

  constructor(root: string) {
    super();
    this.root = resolve(root);
  }

  /** The absolute path of a stored file; refuses paths that would leave the store. */
  pathOf(path: string): string {
    const full = resolve(this.root, path);
    const inside = relative(this.root, full);
    if (!inside || inside.startsWith('..') || isAbsolute(inside)) throw new Error(`Storage path outside the file store: ${path}`);
    return full;
  }

  async write(path: string, data: Buffer): Promise<void> {
    const full = this.pathOf(path);
    await mkdir(resolve(full, '..'), { recursive: true });
    await writeFile(full, data);
  }

  async remove(paths: string[]): Promise<string[]> {
    const failed: string[] = [];
    for (const path of paths) {
      try {
        await rm(this.pathOf(path), { force: true });
      } catch {
        failed.push(path);
      }
    }
    return failed;
  }
}
