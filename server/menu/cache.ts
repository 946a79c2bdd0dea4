/**
 * A per-server cache of values derived from the database, keyed by id and a version string that
 * the caller reads cheaply (menus.version, merchants.config_version, bumped by triggers). The
 * promise is cached, so fifty concurrent requests for a cold menu load it once.
 */
export class VersionedCache<V> {
  readonly #entries = new Map<number, { version: string; value: Promise<V> }>();

  get(id: number, version: string, load: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(id);
    if (hit && hit.version === version) return hit.value;
    const value = load();
    this.#entries.set(id, { version, value });
    value.catch(() => {
      if (this.#entries.get(id)?.value === value) this.#entries.delete(id);
    });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}
