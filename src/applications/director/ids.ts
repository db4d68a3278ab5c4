/**
 * The Director's saved tools' window ids, apart from their windows so the registration (which re-renders an
 * open tool when its setting changes) needs no window code: the windows load on first use (../windows.ts).
 */
export const ENCOUNTER_BUILDER_ID = "steelbound-encounter-builder";
export const MONTAGE_TRACKER_ID = "steelbound-montage-tracker";
export const NEGOTIATION_TRACKER_ID = "steelbound-negotiation-tracker";
