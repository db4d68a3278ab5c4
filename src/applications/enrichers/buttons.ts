/**
 * The journal enrichers (src/data/enricher-syntax.ts): each directive becomes a button, wired by the
 * enricher's `onRender` when it reaches the page (v13 client/applications/ux/text-editor.mjs
 * TextEditor._applyCustomEnrichers wraps the result of an enricher with `id` and `onRender` in
 * `<enriched-content>`, whose connectedCallback calls onRender). Every label is set as text, never markup.
 * Damage, healing, conditions and an item's own effects go to the GM (`enricherApply`, src/queries/enricher-apply.ts), who reads
 * the directive again from the document the text belongs to (`options.relativeTo`); tests and power rolls
 * are the player's own rolls.
 */
import {
  conditionDirective,
  CONDITION_PATTERN,
  directivesInText,
  effectDirective,
  EFFECT_PATTERN,
  rollDirective,
  ROLL_PATTERN,
  testDirective,
  TEST_PATTERN,
  type Directive,
} from "../../data/enricher-syntax.ts";
import { gameLocalizer, keyPart, type Localizer } from "../../i18n.ts";
import { requestGm } from "../../documents/gm-channel/request-gm.ts";
import { PowerRoll } from "../../rolls/power-roll.ts";
import { rollTest } from "./actions.ts";
import { evaluateFormula, isFixedFormula, parseFormula, type FormulaNode } from "../../rules/formula.ts";
import { formulaDataOf } from "../../documents/formula-data.ts";
import { playerActor, warn } from "./player-actor.ts";

export const ENRICHER_ID = "steelbound-directive";

const ICONS: Record<Directive["kind"], string> = {
  power: "fa-dice-d10",
  damage: "fa-burst",
  heal: "fa-heart-pulse",
  condition: "fa-bolt",
  effect: "fa-person-rays",
  test: "fa-dice-d10",
};

/** The document a text belongs to, as the enricher's `relativeTo` gives it. */
type Holder = {
  uuid?: string | null;
  parent?: unknown;
  effects?: { get?(id: string): unknown; getName?(name: string): unknown };
};

const REF_KEYS: Record<string, string> = {
  might: "STEELBOUND.RollDialog.Characteristic.might",
  agility: "STEELBOUND.RollDialog.Characteristic.agility",
  reason: "STEELBOUND.RollDialog.Characteristic.reason",
  intuition: "STEELBOUND.RollDialog.Characteristic.intuition",
  presence: "STEELBOUND.RollDialog.Characteristic.presence",
  level: "STEELBOUND.Enricher.Ref.level",
  chr: "STEELBOUND.Enricher.Ref.chr",
  recovery: "STEELBOUND.Enricher.Ref.recovery",
  victories: "STEELBOUND.Enricher.Ref.victories",
  freeStrike: "STEELBOUND.Enricher.Ref.freeStrike",
};

/** The formula in words ("2d6 + level"), or its value when it has no dice and the text has a creature. */
function amountCaption(i18n: Localizer, amount: string, holder: Holder | null): string {
  const tree = parseFormula(amount);
  if (tree === null) return amount;
  const actor = holder?.parent instanceof Actor ? holder.parent : holder instanceof Actor ? holder : null;
  if (actor && isFixedFormula(tree)) {
    const item = holder instanceof Item ? holder : null;
    return String(evaluateFormula(tree, formulaDataOf(actor, item), []) ?? amount);
  }
  return words(i18n, tree);
}

function words(i18n: Localizer, node: FormulaNode): string {
  switch (node.kind) {
    case "number":
      return String(node.value);
    case "dice":
      return `${node.count}d${node.faces}`;
    case "ref":
      return i18n.localize(REF_KEYS[node.ref] ?? node.ref);
    case "neg":
      return `−${words(i18n, node.of)}`;
    case "op": {
      const sign = { "+": "+", "-": "−", "*": "×", "/": "÷" }[node.op];
      return `${words(i18n, node.left)} ${sign} ${words(i18n, node.right)}`;
    }
    case "fn":
      return `${node.fn}(${node.args.map((a) => words(i18n, a)).join(", ")})`;
  }
}

/** The effect a directive names on the text's own document (by id, else by name), or null. */
function ownEffect(holder: Holder | null, wanted: string): { name: string } | null {
  const effects = holder?.effects;
  const found: unknown = effects?.get?.(wanted) ?? effects?.getName?.(wanted) ?? null;
  const name: unknown = typeof found === "object" && found !== null && "name" in found ? found.name : null;
  return typeof name === "string" ? { name } : null;
}

function caption(i18n: Localizer, d: Directive, holder: Holder | null = null): string {
  const key = `STEELBOUND.Enricher.${d.kind[0]?.toUpperCase() ?? ""}${d.kind.slice(1)}`;
  switch (d.kind) {
    case "power":
      return i18n.format(key, { bonus: d.bonus >= 0 ? `+${d.bonus}` : String(d.bonus) });
    case "damage": {
      const amount = amountCaption(i18n, d.amount, holder);
      return d.type === "untyped"
        ? i18n.format("STEELBOUND.Enricher.DamageUntyped", { amount })
        : i18n.format(key, { amount, type: i18n.localize(`STEELBOUND.DamageType.${keyPart(d.type)}`) });
    }
    case "heal": {
      const amount = amountCaption(i18n, d.amount, holder);
      return i18n.format(d.temporary ? "STEELBOUND.Enricher.HealTemporary" : key, { amount });
    }
    case "condition": {
      const condition = i18n.localize(`STEELBOUND.Condition.${d.condition}`);
      if (d.duration === null) return condition;
      return `${condition} ${i18n.localize(`STEELBOUND.Card.Duration.${d.duration}`)}`;
    }
    case "effect": {
      const name = ownEffect(holder, d.effect)?.name ?? d.effect;
      return d.duration === null
        ? name
        : `${name} ${i18n.localize(`STEELBOUND.Card.Duration.${d.duration}`)}`;
    }
    case "test": {
      const characteristic = i18n.localize(`STEELBOUND.RollDialog.Characteristic.${d.characteristic}`);
      if (d.difficulty === null) return i18n.format(key, { characteristic });
      const difficulty = i18n.localize(`STEELBOUND.Enricher.Difficulty.${d.difficulty}`);
      return i18n.format("STEELBOUND.Enricher.TestDifficulty", { characteristic, difficulty });
    }
  }
}

/** The button for one directive; `text` is the directive as written (sent to the GM, who re-parses it). */
function button(d: Directive, text: string, label: string | undefined, holder: Holder | null): HTMLElement {
  const i18n = gameLocalizer();
  const source = holder?.uuid ?? null;
  const el = document.createElement("button");
  el.type = "button";
  el.classList.add("steelbound-enricher", d.kind);
  el.dataset["directive"] = text;
  if (source) el.dataset["source"] = source;
  const icon = document.createElement("i");
  icon.classList.add("fa-solid", ICONS[d.kind]);
  icon.setAttribute("aria-hidden", "true");
  const shown = caption(i18n, d, holder);
  // A label written after the directive ({save ends}, {Spike trap}) is shown beside it, as text.
  el.append(icon, ` ${label && d.kind !== "test" ? `${shown} (${label})` : shown}`);
  return el;
}

/** What a directive that cannot act here shows: its label, else its caption, as plain text. */
function plain(d: Directive, label: string | undefined, holder: Holder | null): HTMLElement {
  const span = document.createElement("span");
  span.classList.add("steelbound-enricher-text");
  span.textContent = label ?? caption(gameLocalizer(), d, holder);
  return span;
}

type Options = { relativeTo?: Holder | null };

function enricher(parse: (m: RegExpMatchArray) => Directive | null, labelAt: number) {
  return (match: RegExpMatchArray, options: Options): Promise<HTMLElement | null> => {
    const d = parse(match);
    const holder = options.relativeTo ?? null;
    if (d === null) return Promise.resolve(null);
    // An effect the text's document does not hold (an ability whose effect its tiers carry) is words only.
    if (d.kind === "effect" && ownEffect(holder, d.effect) === null)
      return Promise.resolve(plain(d, match[labelAt], holder));
    return Promise.resolve(button(d, match[0], match[labelAt], holder));
  };
}

async function rollPower(bonus: number, flavor: string): Promise<void> {
  const roll = PowerRoll.build({ kind: "ability", characteristic: null, characteristicValue: 0, bonus });
  await roll.evaluate();
  const actor = playerActor();
  const tier = roll.resolve().tier;
  await roll.toMessage({
    speaker: ChatMessage.getSpeaker(actor ? { actor } : {}),
    // The flavour is HTML (core shows it with a triple-stash): the caption is escaped.
    flavor: gameLocalizer().format("STEELBOUND.Enricher.PowerFlavor", {
      label: foundry.utils.escapeHTML(flavor),
      tier: String(tier),
    }),
  });
}

async function onClick(el: HTMLElement): Promise<void> {
  const [found] = directivesInText(el.dataset["directive"] ?? "");
  const d = found?.directive;
  if (!d) return;
  if (d.kind === "test") {
    await rollTest(d.characteristic);
    return;
  }
  if (d.kind === "power") {
    await rollPower(d.bonus, el.textContent.trim());
    return;
  }
  const targets = [...(game.user?.targets ?? [])].map((t) => t.document.uuid);
  const source = el.dataset["source"];
  if (targets.length === 0) {
    warn("NoTargets");
    return;
  }
  if (!source) {
    warn("NoSource");
    return;
  }
  await requestGm({ kind: "enricherApply", source, directive: el.dataset["directive"] ?? "", targets });
}

function onRender(element: HTMLElement): void {
  const el = element.querySelector<HTMLElement>("button.steelbound-enricher");
  el?.addEventListener("click", (event) => {
    event.preventDefault();
    void onClick(el);
  });
}

export function directiveEnrichers(): object[] {
  return [
    {
      id: ENRICHER_ID,
      pattern: ROLL_PATTERN,
      enricher: enricher((m) => rollDirective(m[1] ?? "", m[2] ?? ""), 3),
      onRender,
    },
    {
      id: `${ENRICHER_ID}-condition`,
      pattern: CONDITION_PATTERN,
      enricher: enricher((m) => conditionDirective(m[1] ?? "", m[2]), 3),
      onRender,
    },
    {
      id: `${ENRICHER_ID}-effect`,
      pattern: EFFECT_PATTERN,
      enricher: enricher((m) => effectDirective(m[1] ?? "", m[2]), 3),
      onRender,
    },
    {
      id: `${ENRICHER_ID}-test`,
      pattern: TEST_PATTERN,
      enricher: enricher((m) => testDirective(m[1] ?? "", m[2]), 2),
      onRender,
    },
  ];
}
