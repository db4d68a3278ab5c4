import { count, integer } from "./numbers.ts";

const { SchemaField } = foundry.data.fields;

/**
 * R-ST-1…R-ST-4. `value` may go below 0 (a dying hero); `temporary` is a separate buffer that damage
 * consumes first. Winded value and condition are derived (see the actor models).
 */
export const defineStamina = (initialMax = 0) => ({
  value: integer({ initial: initialMax }),
  max: count(initialMax),
  temporary: count(),
});

export function staminaField(initialMax = 0) {
  return new SchemaField(defineStamina(initialMax));
}

/** R-RC-1: recoveries spent through Catch Breath and similar effects. */
export function recoveriesField(initialMax = 0) {
  return new SchemaField({ value: count(initialMax), max: count(initialMax) });
}
