// Derives a prose-free fixture of the official abilities that heal their user from the damage they deal, from the
// official Draw Steel system's compendium source (its src/packs folder, release 0.11.1):
//   node tools/derive-heal-fixtures.mjs --from <src/packs> --out test/fixtures/heal-from-damage-0.11.json
//
// It keeps every ability (a pack document or one embedded in an actor) whose effect or spend text says its user,
// an ally or a pool "regains Stamina equal to (half) the damage dealt", with the fields the importer reads (id,
// name, type, category, keywords, distance, target, power roll and its tiers' effects (numbers and notation such
// as "{{potency}} bleeding (save ends)"), spend value, source book) and its owner's name. Every sentence
// of its text is replaced: the heal sentence by a sentence of ours with the same shape (whose Stamina, full or
// half, a free strike, damage the spend deals itself), every other sentence by "Text ab."; inline rolls stay.
// Output is deterministic (sorted by owner, then ability). Nothing in the repository reads the real data; this
// tool is run by hand and its output is committed.
import { readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";

function parseArgs(argv) {
  const args = {};
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i]?.replace(/^--/, "");
    if (!["from", "out"].includes(key ?? "")) throw new Error(`unknown option ${argv[i]}`);
    args[key] = argv[i + 1];
  }
  if (!args.from || !args.out) throw new Error("usage: --from <src/packs> --out <file.json>");
  return args;
}

function jsonFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...jsonFiles(path));
    else if (name.endsWith(".json")) out.push(path);
  }
  return out;
}

const HEALS = /regains?\s+Stamina\s+equal\s+to\s+(half\s+)?the\s+damage\s+dealt/i;
const ROLL = /^\s*\[\[[^\]]*\]\](\{[^}]*\})?\s*$/;

const plain = (html) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** Our sentence of the same shape as an official heal sentence. */
function ourHeal(sentence) {
  const found = HEALS.exec(sentence);
  const amount = found[1] ? "half the damage dealt" : "the damage dealt";
  const before = sentence.slice(0, found.index);
  if (/\bsquad\b|\bpool\b/i.test(before))
    return `The group’s Stamina pool regains Stamina equal to ${amount}.`;
  if (/\bally\b|\ballies\b/i.test(before))
    return `The creature or one ally nearby regains Stamina equal to ${amount}.`;
  if (/free strike/i.test(before))
    return `Each creature of the kind can make a free strike, and regains Stamina equal to ${amount}.`;
  const own = /\bdeals?\s+(\d+)\s+(?:\w+\s+)?damage\b/i.exec(before);
  if (own)
    return `The creature deals ${own[1]} damage to each target held, and regains Stamina equal to ${amount}.`;
  return `The creature regains Stamina equal to ${amount}.`;
}

/** The text with every sentence replaced (ourHeal for the heal sentence), paragraph by paragraph. */
function replaceProse(html) {
  if (typeof html !== "string" || html.trim() === "") return "";
  const paragraphs = /<p\b/i.test(html)
    ? [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => m[1])
    : [html];
  return paragraphs
    .map((inner) => {
      if (ROLL.test(inner)) return `<p>${inner.trim()}</p>`;
      const sentences = plain(inner)
        .split(/(?<=[.!?])\s+/)
        .filter(Boolean);
      return `<p>${sentences.map((s) => (HEALS.test(s) ? ourHeal(s) : "Text ab.")).join(" ")}</p>`;
    })
    .join("");
}

/** The same, for a spend's text (plain, no paragraphs). */
const replaceSpend = (text) => (typeof text === "string" && text !== "" ? plain(replaceProse(text)) : "");

/** A tier's display notation longer than 6 words (a sentence) keeps only its templates ("{{potency}} Text ab."). */
function shortNotation(value) {
  if (Array.isArray(value)) return value.map(shortNotation);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      if (k !== "display" || typeof v !== "string") return [k, shortNotation(v)];
      const words = v
        .replace(/\{\{[^}]*\}\}/g, " ")
        .split(/\s+/)
        .filter((w) => /\p{L}{2}/u.test(w));
      if (words.length <= 6) return [k, v];
      return [k, [...(v.match(/\{\{[^}]*\}\}/g) ?? []), "Text ab."].join(" ")];
    }),
  );
}

function keep(doc, owner) {
  const s = doc.system ?? {};
  return {
    owner,
    _id: doc._id,
    name: doc.name,
    type: "ability",
    system: {
      type: s.type,
      category: s.category ?? "",
      keywords: s.keywords ?? [],
      distance: s.distance ?? {},
      target: s.target ?? {},
      resource: s.resource ?? null,
      power: { roll: s.power?.roll ?? {}, effects: shortNotation(s.power?.effects ?? {}) },
      effect: { before: replaceProse(s.effect?.before), after: replaceProse(s.effect?.after) },
      spend: { text: replaceSpend(s.spend?.text), value: s.spend?.value ?? null },
      source: { book: s.source?.book ?? "" },
    },
  };
}

const healsIn = (doc) => {
  const s = doc.system ?? {};
  return [s.effect?.before, s.effect?.after, s.spend?.text].some(
    (t) => typeof t === "string" && HEALS.test(t),
  );
};

const args = parseArgs(process.argv.slice(2));
const found = new Map();
for (const path of jsonFiles(args.from)) {
  const doc = JSON.parse(readFileSync(path, "utf8"));
  const candidates = [
    ...(doc.type === "ability" ? [[doc, ""]] : []),
    ...(doc.items ?? []).filter((i) => i.type === "ability").map((i) => [i, doc.name]),
  ];
  for (const [ability, owner] of candidates)
    if (healsIn(ability)) found.set(`${owner}|${ability._id}`, keep(ability, owner));
}
const sorted = [...found.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
writeFileSync(args.out, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${sorted.length} abilities → ${args.out}`);
