/** Where uploaded media lives: local files under the data folder by default, a bucket when configured. */
export interface MediaStorage {
  /** Stores bytes under a key and returns the public URL they are served from. */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
}
