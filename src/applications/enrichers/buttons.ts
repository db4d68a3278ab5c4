/**
 * The journal enrichers (src/data/enricher-syntax.ts): each directive becomes a button, wired by the
 * enricher's `onRender` when it reaches the page (v13 client/applications/ux/text-editor.mjs
 * TextEditor._applyCustomEnrichers wraps the result of an enricher with `id` and `onRender` in
 * `<enriched-content>`, whose connectedCallback calls onRender). Every label is set as text, never markup.
 * Damage, healing and conditions go to the GM (`enricherApply`, src/queries/enricher-apply.ts), who reads
 * the directive again from the document the text belongs to (`options.relativeTo`); tests and power rolls
 * are the player's own rolls.
 */
import {
  conditionDirective,
  CONDITION_PATTERN,
  directivesInText,
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
import { playerActor, warn } from "./player-actor.ts";

export const ENRICHER_ID = "steelbound-directive";

const ICONS: Record<Directive["kind"], string> = {
  power: "fa-dice-d10",
  damage: "fa-burst",
  heal: "fa-heart-pulse",
  condition: "fa-bolt",
  test: "fa-dice-d10",
};

function caption(i18n: Localizer, d: Directive): string {
  const key = `STEELBOUND.Enricher.${d.kind[0]?.toUpperCase() ?? ""}${d.kind.slice(1)}`;
  switch (d.kind) {
    case "power":
      return i18n.format(key, { bonus: d.bonus >= 0 ? `+${d.bonus}` : String(d.bonus) });
    case "damage":
      return d.type === "untyped"
        ? i18n.format("STEELBOUND.Enricher.DamageUntyped", { amount: String(d.amount) })
        : i18n.format(key, {
            amount: String(d.amount),
            type: i18n.localize(`STEELBOUND.DamageType.${keyPart(d.type)}`),
          });
    case "heal":
      return i18n.format(key, { amount: String(d.amount) });
    case "condition":
      return i18n.localize(`STEELBOUND.Condition.${d.condition}`);
    case "test": {
      const characteristic = i18n.localize(`STEELBOUND.RollDialog.Characteristic.${d.characteristic}`);
      if (d.difficulty === null) return i18n.format(key, { characteristic });
      const difficulty = i18n.localize(`STEELBOUND.Enricher.Difficulty.${d.difficulty}`);
      return i18n.format("STEELBOUND.Enricher.TestDifficulty", { characteristic, difficulty });
    }
  }
}

/** The button for one directive; `text` is the directive as written (sent to the GM, who re-parses it). */
function button(d: Directive, text: string, label: string | undefined, source: string | null): HTMLElement {
  const i18n = gameLocalizer();
  const el = document.createElement("button");
  el.type = "button";
  el.classList.add("steelbound-enricher", d.kind);
  el.dataset["directive"] = text;
  if (source) el.dataset["source"] = source;
  const icon = document.createElement("i");
  icon.classList.add("fa-solid", ICONS[d.kind]);
  icon.setAttribute("aria-hidden", "true");
  const words = caption(i18n, d);
  // A label written after the directive ({save ends}, {Spike trap}) is shown beside it, as text.
  el.append(icon, ` ${label && d.kind !== "test" ? `${words} (${label})` : words}`);
  return el;
}

type Options = { relativeTo?: { uuid?: string | null } | null };

function enricher(parse: (m: RegExpMatchArray) => Directive | null, labelAt: number) {
  return (match: RegExpMatchArray, options: Options): Promise<HTMLElement | null> => {
    const d = parse(match);
    const source = options.relativeTo?.uuid ?? null;
    return Promise.resolve(d ? button(d, match[0], match[labelAt], source) : null);
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
      enricher: enricher((m) => conditionDirective(m[1] ?? ""), 2),
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
