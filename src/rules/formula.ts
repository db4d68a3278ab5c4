/**
 * Amount formulas: a damage or healing amount written as dice and the acting creature's numbers
 * ("2d6 + 7", "2d6 + @level", "3 * @might", "max(@reason, @intuition)"). Parsed once into a small tree;
 * evaluated from the acting creature's numbers and the dice results a roll recorded, so whoever holds the
 * formula (the GM reading the ability, not the card) can compute the amount again from those results.
 * Pure: the dice are rolled elsewhere (a Foundry Roll of `formulaDice`) and handed in.
 */

/** The creature numbers a formula may read (`@name`). `chr` is the characteristic the ability rolls with. */
export const FORMULA_REFS = [
  "level",
  "chr",
  "might",
  "agility",
  "reason",
  "intuition",
  "presence",
  "recovery",
  "victories",
  "freeStrike",
] as const;
export type FormulaRef = (typeof FORMULA_REFS)[number];
export type FormulaData = Partial<Record<FormulaRef, number>>;

const FUNCTIONS = ["max", "min", "floor", "ceil"] as const;
type FunctionName = (typeof FUNCTIONS)[number];

export type FormulaNode =
  | { kind: "number"; value: number }
  | { kind: "dice"; count: number; faces: number }
  | { kind: "ref"; ref: FormulaRef }
  | { kind: "neg"; of: FormulaNode }
  | { kind: "op"; op: "+" | "-" | "*" | "/"; left: FormulaNode; right: FormulaNode }
  | { kind: "fn"; fn: FunctionName; args: FormulaNode[] };

/** Longer formulas are not Draw Steel amounts; the caps keep a forged one from costing anything. */
export const MAX_FORMULA_LENGTH = 80;
const MAX_DICE_TERMS = 6;
const MAX_DICE = 20;
const MAX_FACES = 100;
const MAX_AMOUNT = 999;

type Token =
  | { t: "num"; v: number }
  | { t: "dice"; count: number; faces: number }
  | { t: "ref"; v: FormulaRef }
  | { t: "fn"; v: FunctionName }
  | { t: "sym"; v: string };

function tokenize(text: string): Token[] | null {
  const out: Token[] = [];
  const pattern = /\s*(?:(\d*)d(\d+)|(\d+)|@([A-Za-z]+)|([A-Za-z]+)(?=\s*\()|([-+*/(),]))/y;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    pattern.lastIndex = at;
    const m = pattern.exec(text);
    if (!m) return null;
    at = pattern.lastIndex;
    if (m[2] !== undefined) {
      const count = m[1] === "" || m[1] === undefined ? 1 : Number(m[1]);
      const faces = Number(m[2]);
      if (count < 1 || count > MAX_DICE || faces < 1 || faces > MAX_FACES) return null;
      out.push({ t: "dice", count, faces });
    } else if (m[3] !== undefined) out.push({ t: "num", v: Number(m[3]) });
    else if (m[4] !== undefined) {
      const ref = FORMULA_REFS.find((r) => r === m[4]);
      if (!ref) return null;
      out.push({ t: "ref", v: ref });
    } else if (m[5] !== undefined) {
      const fn = FUNCTIONS.find((f) => f === m[5]?.toLowerCase());
      if (!fn) return null;
      out.push({ t: "fn", v: fn });
    } else out.push({ t: "sym", v: m[6] ?? "" });
  }
  return out;
}

/** A formula's tree, or null when it is not one (unknown names, stray symbols, too many dice). */
export function parseFormula(text: string): FormulaNode | null {
  if (text.length === 0 || text.length > MAX_FORMULA_LENGTH) return null;
  const tokens = tokenize(text);
  if (tokens === null || tokens.length === 0) return null;
  let i = 0;
  const peek = (v: string) => {
    const t = tokens[i];
    return t?.t === "sym" && t.v === v;
  };
  const expr = (): FormulaNode | null => {
    let left = term();
    while (left && (peek("+") || peek("-"))) {
      const op = (tokens[i++] as { v: "+" | "-" }).v;
      const right = term();
      left = right ? { kind: "op", op, left, right } : null;
    }
    return left;
  };
  const term = (): FormulaNode | null => {
    let left = factor();
    while (left && (peek("*") || peek("/"))) {
      const op = (tokens[i++] as { v: "*" | "/" }).v;
      const right = factor();
      left = right ? { kind: "op", op, left, right } : null;
    }
    return left;
  };
  const factor = (): FormulaNode | null => {
    const t = tokens[i++];
    if (t === undefined) return null;
    if (t.t === "num") return { kind: "number", value: t.v };
    if (t.t === "dice") return { kind: "dice", count: t.count, faces: t.faces };
    if (t.t === "ref") return { kind: "ref", ref: t.v };
    if (t.t === "fn") {
      if (!peek("(")) return null;
      i += 1;
      const args: FormulaNode[] = [];
      for (;;) {
        const arg = expr();
        if (!arg) return null;
        args.push(arg);
        if (peek(",")) i += 1;
        else break;
      }
      if (!peek(")")) return null;
      i += 1;
      return (t.v === "floor" || t.v === "ceil") && args.length !== 1 ? null : { kind: "fn", fn: t.v, args };
    }
    if (t.v === "-") {
      const of = factor();
      return of ? { kind: "neg", of } : null;
    }
    if (t.v === "(") {
      const inner = expr();
      if (!inner || !peek(")")) return null;
      i += 1;
      return inner;
    }
    return null;
  };
  const tree = expr();
  if (tree === null || i !== tokens.length) return null;
  return formulaDice(tree).length > MAX_DICE_TERMS ? null : tree;
}

/** The dice terms in reading order (what a roll of the formula rolls: one result list per term). */
export function formulaDice(node: FormulaNode): { count: number; faces: number }[] {
  switch (node.kind) {
    case "dice":
      return [{ count: node.count, faces: node.faces }];
    case "neg":
      return formulaDice(node.of);
    case "op":
      return [...formulaDice(node.left), ...formulaDice(node.right)];
    case "fn":
      return node.args.flatMap(formulaDice);
    default:
      return [];
  }
}

/** The dice alone as one roll formula ("2d6 + 1d4"), empty when the formula has none. */
export function diceFormula(node: FormulaNode): string {
  return formulaDice(node)
    .map((d) => `${d.count}d${d.faces}`)
    .join(" + ");
}

/** True when no dice are involved (the amount is known from the creature's numbers alone). */
export const isFixedFormula = (node: FormulaNode): boolean => formulaDice(node).length === 0;

/** The formula written back in one canonical spelling ("2d6+@level"), as stored in text. */
export function formulaText(node: FormulaNode): string {
  switch (node.kind) {
    case "number":
      return String(node.value);
    case "dice":
      return `${node.count}d${node.faces}`;
    case "ref":
      return `@${node.ref}`;
    case "neg":
      return `-${wrap(node.of)}`;
    case "op":
      return `${formulaText(node.left)}${node.op}${node.op === "*" || node.op === "/" ? wrap(node.right) : formulaText(node.right)}`;
    case "fn":
      return `${node.fn}(${node.args.map(formulaText).join(",")})`;
  }
}

function wrap(node: FormulaNode): string {
  return node.kind === "op" && (node.op === "+" || node.op === "-")
    ? `(${formulaText(node)})`
    : formulaText(node);
}

/**
 * The amount: the creature's numbers for its refs (a missing one counts 0), and per dice term the results a
 * roll recorded (each a whole 1…faces, as many as the term rolls). Null when the results do not fit the
 * formula's dice. Rounded down (Draw Steel rounds down) and held to 0…999.
 */
export function evaluateFormula(
  node: FormulaNode,
  data: FormulaData,
  results: readonly (readonly number[])[],
): number | null {
  const dice = formulaDice(node);
  if (results.length !== dice.length) return null;
  for (const [index, die] of dice.entries()) {
    const rolled = results[index] ?? [];
    if (rolled.length !== die.count) return null;
    if (rolled.some((r) => !Number.isInteger(r) || r < 1 || r > die.faces)) return null;
  }
  let next = 0;
  const value = (n: FormulaNode): number => {
    switch (n.kind) {
      case "number":
        return n.value;
      case "dice":
        return (results[next++] ?? []).reduce((sum, r) => sum + r, 0);
      case "ref": {
        const v = data[n.ref];
        return typeof v === "number" && Number.isFinite(v) ? v : 0;
      }
      case "neg":
        return -value(n.of);
      case "op": {
        const a = value(n.left);
        const b = value(n.right);
        if (n.op === "+") return a + b;
        if (n.op === "-") return a - b;
        if (n.op === "*") return a * b;
        return b === 0 ? 0 : a / b;
      }
      case "fn": {
        const args = n.args.map(value);
        if (n.fn === "max") return Math.max(...args);
        if (n.fn === "min") return Math.min(...args);
        if (n.fn === "floor") return Math.floor(args[0] ?? 0);
        return Math.ceil(args[0] ?? 0);
      }
    }
  };
  const total = Math.floor(value(node));
  return Number.isFinite(total) ? Math.max(0, Math.min(MAX_AMOUNT, total)) : null;
}
