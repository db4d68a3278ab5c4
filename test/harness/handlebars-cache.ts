/**
 * Handlebars' own precompilation (Handlebars.precompile, then Handlebars.template on the loaded spec), kept
 * on disk between test files: each test file runs in a fresh worker, so without it every file parsed and
 * compiled the same templates and partials again (~5% of a unit run's CPU). The spec is keyed by the
 * Handlebars version, the compile options and the template text, so an edited template gets a new entry.
 * Behaviour is the same as `compile`: the same parser and compiler produce the spec, and `template` binds it
 * to the same environment (its helpers and partials). The cache lives in the OS temp folder, never in the
 * repository.
 */
import type Handlebars from "handlebars";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runInThisContext } from "node:vm";
import { threadId } from "node:worker_threads";

type Env = typeof Handlebars;

function cacheFolder(hbs: Env): string {
  const folder = join(tmpdir(), `steelbound-handlebars-${hbs.VERSION}`);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** The precompiled spec's source for this text and these options: read from the cache, else made and saved. */
function specSource(hbs: Env, input: string, options: CompileOptions | undefined): string {
  const key = createHash("sha1")
    .update(JSON.stringify(options ?? {}))
    .update("\0")
    .update(input)
    .digest("hex");
  const file = join(cacheFolder(hbs), `${key}.js`);
  try {
    return readFileSync(file, "utf8");
  } catch {
    // precompile mutates its options (data, useDepths): hand it a copy, as compile does.
    // precompile returns the spec as JavaScript source text; its declared type is the evaluated object.
    const source = hbs.precompile(input, { ...options }) as unknown as string;
    // Written under a private name, then renamed: a worker reading at the same time sees all or nothing.
    const partial = `${file}.${process.pid}-${threadId}`;
    writeFileSync(partial, source);
    renameSync(partial, file);
    return source;
  }
}

/** Makes `hbs.compile` (used directly and by the runtime for partials registered as text) read the cache. */
export function useCompileCache(hbs: Env): void {
  const compile = hbs.compile.bind(hbs);
  hbs.compile = ((input: unknown, options?: CompileOptions) => {
    if (typeof input !== "string") return compile(input, options);
    const spec = runInThisContext(`(${specSource(hbs, input, options)})`) as TemplateSpecification;
    return hbs.template(spec);
  }) as Env["compile"];
}
