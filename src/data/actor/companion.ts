/**
 * A companion (the official system's `companion` actor, 1.x: a Beastheart's animal): a retainer-shaped stat
 * block bound to the hero it follows. It keeps the retainer's schema on purpose, so that everything a
 * retainer does (stamina and dying like a hero, R-RT-4; friendly, linked tokens; abilities rolled from the
 * sheet with the hero's surges, R-RT-5; `@mentor.*` in formulas, R-RT-6) works for it unchanged:
 * `mentor` is the companion's master. The companion's own play (sharing the master's recoveries and turn,
 * the free strike formula, summoning) is not modelled yet and belongs to a later issue.
 */
import { RetainerModel } from "./retainer.ts";

export class CompanionModel extends RetainerModel {}
