// Derives prose-free CI fixtures from the official Draw Steel system's compendium source (its src/packs folder):
//   node tools/derive-official-fixtures.mjs --from <src/packs> --out test/fixtures/official/0.11 [--class Conduit]
//
// It keeps a closed subset of the real documents in the foundryvtt-cli layout (same relative paths, `_id`, `_key`,
// folders, sort, links, advancements and their pools, numbers, effect changes, names) and replaces every sentence
// of text with a placeholder ("Text ab."), keeping the markup a converter has to read: HTML tags, inline rolls and
// enrichers ([[/damage 2d6]], [[lookup @chr]]), @UUID[...]{label}, @Embed[...], {{potency}}. The subset:
//   - one class (default Conduit: domains, prayers, wards, repicks) with all its subclasses, and everything its and
//     their advancements reach up to level 10, followed transitively through pools and text links;
//   - the Troubadour's level 9 grant (a second class's choice shape) and what it reaches;
//   - all kits, all perks, one ancestry with its traits, one culture, one career, one complication;
//   - one monster of each organization (minion, horde, platoon, elite, leader, solo), and one object and retainer;
//   - for every distinct ActiveEffect shape and every distinct change key (by key pattern and mode), one document
//     holding it (the one that adds the fewest documents);
//   - the folders all of these sit in, and every document any kept document links to (pools, @UUID, @Embed).
// Output is deterministic: the same input gives byte-identical files (the out folder is cleared first).
// Nothing in the repository reads the real data; this tool is run by hand and its output is committed.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

// ---------------------------------------------------------------------------------------------- arguments

function parseArgs(argv) {
  const args = { class: "Conduit", extraClass: "Troubadour", extraLevel: 9, all: false };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]?.replace(/^--/, "");
    if (key === "all") {
      args.all = true;
      i -= 1;
      continue;
    }
    if (!["from", "out", "class"].includes(key ?? "")) throw new Error(`unknown option ${argv[i]}`);
    args[key] = argv[i + 1];
  }
  if (!args.from || !args.out) throw new Error("usage: --from <src/packs> --out <folder> [--class <name>]");
  return args;
}

// ------------------------------------------------------------------------------------------------ reading

/**
 * Every JSON file under `dir`, sorted by path, with its path inside the packs folder and its pack (the first
 * folder of that path). A path holding `src/packs/` (a collection of single files from several commits of the
 * official repository, /work/real/1x/<commit>/src/packs/...) is taken from there on.
 */
function readAll(root) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".json")) {
        const full = relative(root, path).split("\\").join("/");
        const at = full.lastIndexOf("src/packs/");
        const rel = at >= 0 ? full.slice(at + "src/packs/".length) : full;
        const origin = at > 0 ? full.slice(0, at).replace(/\/$/, "") : null;
        out.push({ rel, origin, pack: rel.split("/")[0], doc: JSON.parse(readFileSync(path, "utf8")) });
      }
    }
  };
  walk(root);
  return out;
}

/**
 * Keys a collector added to a transcribed document (not the official system's): `_excerpt` and the like.
 * They are dropped; a document cut out of an actor (an excerpt) gets the `_key` a world item has.
 */
const TRANSCRIPTION_KEYS = new Set(["_excerpt", "_trimmed", "_embeddedEffectExample", "_companionTop"]);
function untranscribe(value) {
  if (Array.isArray(value)) return value.map(untranscribe);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !TRANSCRIPTION_KEYS.has(k))
      .map(([k, v]) => [k, untranscribe(v)]),
  );
}

const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
const isFolder = (doc) => String(doc._key ?? "").startsWith("!folders!");

// ------------------------------------------------------------------------------------------------- links

const UUID =
  /Compendium\.draw-steel\.([A-Za-z0-9-]+)\.(?:Item|Actor|JournalEntry|RollTable|Macro|Scene)\.([A-Za-z0-9]{16})/g;

/** The (pack, id) of every compendium document a document links to (pools, text, anything). */
function linksOf(doc) {
  const text = JSON.stringify(doc);
  const out = [];
  for (const m of text.matchAll(UUID)) out.push(`${m[1]}/${m[2]}`);
  return out;
}

// ------------------------------------------------------------------------------------------------- prose

/** HTML tags: they split text into blocks (paragraphs, cells, list items), each judged on its own. */
const TAG = /<[^>]*>|\n/g;
/** Inline markup a converter reads, kept verbatim inside a block: rolls, enrichers, links, templates, entities. */
const INLINE =
  /\[\[[^\]]*\]\](?:\{[^}]*\})?|@[A-Za-z]+\[[^\]]*\](?:\{[^}]*\})?|\{\{[^}]*\}\}|&[A-Za-z0-9#]+;/g;

/** The words of some text: tokens with two letters in a row that are not `@references`. */
const wordsOf = (text) => text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w) && !w.startsWith("@"));

/**
 * Prose: a block (the text between two HTML tags, inline markup left out) of more than six words, or a
 * sentence (three words or more ending in . ! ? : ;). Short notation (`prone`, `{{potency}} slowed (save
 * ends)`, `9 + @chr`, `Quick Build:`) is kept: it is what the converters parse, not rules text.
 * test/integrity/official-fixtures.test.ts checks the committed files against the same definition.
 */
export function isProse(text) {
  const words = wordsOf(text);
  return words.length > 6 || (words.length >= 3 && /[.!?:;]["'”’)\]]*\s*$/.test(text));
}

const code = (n) => {
  let s = "";
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return s;
};

/** Splits `value` by `pattern` into [text, token, text, token, ..., text]. */
function split(value, pattern) {
  const parts = [];
  let last = 0;
  for (const m of value.matchAll(pattern)) {
    parts.push(value.slice(last, m.index), m[0]);
    last = m.index + m[0].length;
  }
  parts.push(value.slice(last));
  return parts;
}

/** A number written in text (`3`, `+2`, `1d6`, `50%`): kept, so the numbers a sentence held stay in it. */
const NUMBER = /[+-]?\d+(?:d\d+)?(?:\.\d+)?%?/g;

/** A run of words (between two inline tokens) as placeholders, the numbers it holds kept in their order. */
function placeholderRun(part, counter) {
  const lead = /^\s*/.exec(part)[0];
  const trail = /\s*$/.exec(part)[0];
  const out = [];
  let pending = false;
  const flush = () => {
    if (pending) out.push(`Text ${code(counter.n++)}.`);
    pending = false;
  };
  for (const token of part.trim().split(/\s+/)) {
    const numbers = /\p{L}{2}/u.test(token) ? null : token.match(NUMBER);
    if (numbers) {
      flush();
      out.push(numbers.join(" "));
    } else pending = true;
  }
  flush();
  return `${lead}${out.join(" ")}${trail}`;
}

/** A prose block with each of its runs of words replaced by "Text <code>.", markup and whitespace kept. */
function scrubBlock(block, counter) {
  const parts = split(block, INLINE);
  if (!isProse(parts.filter((_, i) => i % 2 === 0).join(" "))) return block;
  return parts
    .map((part, i) => (i % 2 === 1 || wordsOf(part).length === 0 ? part : placeholderRun(part, counter)))
    .join("");
}

/** `value` with the prose of each block replaced. */
function scrubString(value, counter) {
  return split(value, TAG)
    .map((part, i) => (i % 2 === 1 ? part : scrubBlock(part, counter)))
    .join("");
}

/** A deep copy of a document with its prose replaced; `name` keys stay, `_stats` is cut to its versions. */
function scrub(value, counter, key = "") {
  if (Array.isArray(value)) return value.map((v) => scrub(v, counter));
  if (isObject(value)) {
    const out = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === "_stats" && isObject(v)) {
        out[k] = {
          coreVersion: v.coreVersion ?? null,
          systemId: v.systemId ?? null,
          systemVersion: v.systemVersion ?? null,
        };
        continue;
      }
      out[k] = scrub(v, counter, k);
    }
    return out;
  }
  if (typeof value === "string" && key !== "name") return scrubString(value, counter);
  return value;
}

// ------------------------------------------------------------------------------------------- effect shapes

const DAMAGE_TYPES = /\.(all|acid|cold|corruption|fire|holy|lightning|poison|psychic|sonic|\[type\])$/;
const CHARACTERISTICS = /\.(might|agility|reason|intuition|presence)\./;

/** The shapes one ActiveEffect stands for: its overall form, and each of its change keys (by pattern) with mode. */
function effectShapes(effect, where) {
  const system = isObject(effect.system) ? effect.system : {};
  const modes = [...new Set((effect.changes ?? []).map((c) => c.mode))].sort().join(",");
  const duration = Object.entries(effect.duration ?? {})
    .filter(([, v]) => v !== null && v !== 0 && v !== "")
    .map(([k]) => k)
    .sort()
    .join(",");
  const form = [
    where,
    effect.type ?? "",
    Object.keys(system).sort().join(","),
    `modes:${modes}`,
    `statuses:${(effect.statuses ?? []).length > 0}`,
    `transfer:${Boolean(effect.transfer)}`,
    `disabled:${Boolean(effect.disabled)}`,
    `end:${isObject(system.end) ? (system.end.type ?? "") : ""}`,
    `filters:${Object.keys(system.filters ?? {})
      .sort()
      .join(",")}`,
    `duration:${duration}`,
  ].join("|");
  const changes = (effect.changes ?? []).map(
    (c) => `change|${String(c.key).replace(DAMAGE_TYPES, ".*").replace(CHARACTERISTICS, ".*.")}|${c.mode}`,
  );
  return [`effect|${form}`, ...changes];
}

/** Every effect shape a document holds (its own effects and its embedded items'). */
function shapesOf(doc) {
  const out = new Set();
  const kind = doc.prototypeToken !== undefined || doc.items !== undefined ? "actor" : "item";
  for (const e of doc.effects ?? []) for (const s of effectShapes(e, kind)) out.add(s);
  for (const item of doc.items ?? [])
    for (const e of item.effects ?? []) for (const s of effectShapes(e, "embedded")) out.add(s);
  return out;
}

// --------------------------------------------------------------------------------------------- selection

function select(all, args) {
  const byKey = new Map();
  for (const entry of all) {
    if (typeof entry.doc._id === "string") byKey.set(`${entry.pack}/${entry.doc._id}`, entry);
  }
  const chosen = new Set();
  const dangling = new Set();
  if (args.all) {
    // Every document (a small collection); links out of it are listed, not followed.
    for (const key of byKey.keys()) chosen.add(key);
    for (const key of chosen)
      for (const link of linksOf(byKey.get(key).doc)) if (!byKey.has(link)) dangling.add(link);
    return { chosen, cuts: new Map(), byKey, dangling };
  }
  /** Add a document, the documents it links to (transitively) and its folders. */
  const add = (key, into = chosen) => {
    const stack = [key];
    while (stack.length > 0) {
      const k = stack.pop();
      if (into.has(k)) continue;
      const entry = byKey.get(k);
      if (!entry) {
        dangling.add(k);
        continue;
      }
      into.add(k);
      if (entry.doc.folder) stack.push(`${entry.pack}/${entry.doc.folder}`);
      for (const link of linksOf(entry.doc)) stack.push(link);
    }
  };
  /** The documents `key` would add on top of `chosen`. */
  const cost = (key) => {
    const extra = new Set(chosen);
    add(key, extra);
    return extra.size - chosen.size;
  };
  const docs = all.filter((e) => !isFolder(e.doc) && typeof e.doc._id === "string");
  const ofType = (type) => docs.filter((e) => e.doc.type === type);
  const byName = (list, name) => list.find((e) => e.doc.name === name);
  const keyOf = (e) => `${e.pack}/${e.doc._id}`;

  // The class, all its subclasses; their advancements to level 10 (the links of the whole class document are
  // followed, so every pool entry of every level ends up in; levels are all ≤ 10 in the official data).
  const klass = byName(ofType("class"), args.class);
  if (!klass) throw new Error(`no class named ${args.class}`);
  add(keyOf(klass));
  for (const sub of ofType("subclass"))
    if (sub.doc.system?.classLink === klass.doc.system?._dsid) add(keyOf(sub));

  // A second class's level-N grant: the class document, cut to that advancement, and what it reaches.
  const extra = byName(ofType("class"), args.extraClass);
  const cuts = new Map();
  if (extra) {
    const advancements = Object.fromEntries(
      Object.entries(extra.doc.system?.advancements ?? {}).filter(
        ([, a]) => a.requirements?.level === args.extraLevel,
      ),
    );
    cuts.set(keyOf(extra), (doc) => ({ ...doc, system: { ...doc.system, advancements } }));
    chosen.add(keyOf(extra));
    if (extra.doc.folder) add(`${extra.pack}/${extra.doc.folder}`);
    for (const link of linksOf(advancements)) add(link);
  }

  for (const kit of ofType("kit")) add(keyOf(kit));
  for (const perk of ofType("perk")) add(keyOf(perk));
  // The origin with the fewest documents to add of each kind (ties: by name), so the set stays small.
  const cheapest = (list) =>
    [...list].sort((a, b) => cost(keyOf(a)) - cost(keyOf(b)) || a.doc.name.localeCompare(b.doc.name))[0];
  for (const type of ["ancestry", "culture", "career", "complication", "object", "retainer"]) {
    const pick = cheapest(
      ofType(type).filter((e) => (e.doc.system?.advancements ? true : type !== "ancestry")),
    );
    if (pick) add(keyOf(pick));
  }
  // At least one document of every type each pack holds (projects, titles, treasures, tables, journals, …).
  const kindOf = (e) => `${e.pack}/${String(e.doc.type ?? e.doc._key?.split("!")[1] ?? "")}`;
  const kinds = new Set(
    [...chosen]
      .map((k) => byKey.get(k))
      .filter((e) => e && !isFolder(e.doc))
      .map(kindOf),
  );
  for (const kind of [...new Set(docs.map(kindOf))].sort()) {
    if (kinds.has(kind)) continue;
    add(keyOf(cheapest(docs.filter((e) => kindOf(e) === kind))));
    kinds.add(kind);
  }
  // One monster of each organization: the one with the most effect shapes (ties: fewer documents, then name).
  const npcs = ofType("npc");
  const organizations = [...new Set(npcs.map((e) => e.doc.system?.monster?.organization ?? ""))].sort();
  for (const organization of organizations) {
    const list = npcs.filter((e) => (e.doc.system?.monster?.organization ?? "") === organization);
    list.sort(
      (a, b) =>
        shapesOf(b.doc).size - shapesOf(a.doc).size ||
        cost(keyOf(a)) - cost(keyOf(b)) ||
        a.doc.name.localeCompare(b.doc.name),
    );
    add(keyOf(list[0]));
  }

  // Every effect shape: greedily, the document covering the most missing shapes for the fewest documents.
  const covered = new Set();
  const refresh = () => {
    for (const k of chosen) {
      const e = byKey.get(k);
      if (e && !isFolder(e.doc) && !cuts.has(k)) for (const s of shapesOf(e.doc)) covered.add(s);
    }
  };
  refresh();
  if (process.env.DERIVE_DEBUG) console.error("before greedy", chosen.size, covered.size);
  for (;;) {
    let best = null;
    for (const e of docs) {
      const k = keyOf(e);
      if (chosen.has(k)) continue;
      const gain = [...shapesOf(e.doc)].filter((s) => !covered.has(s)).length;
      if (gain === 0) continue;
      const c = cost(k);
      const score = gain / c;
      if (!best || score > best.score || (score === best.score && k < best.k)) best = { k, score };
    }
    if (!best) break;
    if (process.env.DERIVE_DEBUG)
      console.error("greedy", best.k, byKey.get(best.k).doc.name, best.score, chosen.size);
    add(best.k);
    refresh();
  }
  return { chosen, cuts, byKey, dangling };
}

// ------------------------------------------------------------------------------------------------ output

function main() {
  const args = parseArgs(process.argv.slice(2));
  const from = resolve(args.from);
  const out = resolve(args.out);
  const all = readAll(from);
  const { chosen, cuts, byKey, dangling } = select(all, args);
  rmSync(out, { recursive: true, force: true });
  const counts = {};
  const origins = {};
  const excerpts = [];
  for (const key of [...chosen].sort()) {
    const entry = byKey.get(key);
    const cut = cuts.get(key);
    const doc = scrub(untranscribe(cut ? cut(entry.doc) : entry.doc), { n: 0 });
    if (entry.doc._excerpt !== undefined) excerpts.push(entry.rel);
    if (typeof doc._key !== "string") doc._key = `!items!${doc._id}`;
    if (entry.origin) origins[entry.rel] = entry.origin;
    const path = join(out, entry.rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${JSON.stringify(doc, null, 2)}\n`);
    const kind = isFolder(doc) ? "Folder" : String(doc.type ?? (doc.pages ? "JournalEntry" : "RollTable"));
    counts[`${entry.pack}/${kind}`] = (counts[`${entry.pack}/${kind}`] ?? 0) + 1;
  }
  const manifest = {
    from: args.all ? "official documents collected one by one" : "official src/packs",
    documents: chosen.size,
    byPackAndType: Object.fromEntries(Object.entries(counts).sort()),
    danglingInSource: [...dangling].sort(),
    ...(Object.keys(origins).length > 0 ? { origins } : {}),
    ...(excerpts.length > 0 ? { excerpts } : {}),
  };
  writeFileSync(`${out}.manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(JSON.stringify(manifest, null, 2));
}

main();
