/** foundry.utils.Collection: keyed by id, but iterating yields the values, with array-like helpers. */
export class Collection<T> {
  readonly #map = new Map<string, T>();
  get size(): number {
    return this.#map.size;
  }
  get(id: string): T | undefined {
    return this.#map.get(id);
  }
  set(id: string, value: T): this {
    this.#map.set(id, value);
    return this;
  }
  has(id: string): boolean {
    return this.#map.has(id);
  }
  delete(id: string): boolean {
    return this.#map.delete(id);
  }
  clear(): void {
    this.#map.clear();
  }
  [Symbol.iterator](): MapIterator<T> {
    return this.#map.values();
  }
  get contents(): T[] {
    return Array.from(this.#map.values());
  }
  find(predicate: (value: T) => boolean): T | undefined {
    return this.contents.find(predicate);
  }
  filter(predicate: (value: T) => boolean): T[] {
    return this.contents.filter(predicate);
  }
  some(predicate: (value: T) => boolean): boolean {
    return this.contents.some(predicate);
  }
  map<U>(transform: (value: T) => U): U[] {
    return this.contents.map(transform);
  }
  getName(name: string): T | undefined {
    return this.find((value) => (value as { name?: string }).name === name);
  }
}
