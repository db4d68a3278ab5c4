/** Heroes from Forge Steel (andyaiken/forgesteel): its `.ds-hero` file as a Steelbound hero. Pure. */
export { convertForgeSteelHero, isForgeSteelHero, type ConvertedHero } from "./hero.ts";
export { WHY, type ReportEntry, type Why } from "./report.ts";
