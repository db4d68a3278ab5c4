/** The two functions of the official Foundry CLI (3.0.3) the import tests call; the package ships no types. */
declare module "@foundryvtt/foundryvtt-cli" {
  export function compilePack(
    src: string,
    dest: string,
    options?: { recursive?: boolean; log?: boolean },
  ): Promise<void>;
  export function extractPack(
    src: string,
    dest: string,
    options?: { log?: boolean; clean?: boolean },
  ): Promise<void>;
}
