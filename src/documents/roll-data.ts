/** Roll data a retainer reads from its mentor (R-RT-6). */
export function mentorRollData(
  mentorUuid: string | null,
): { level: number; characteristics: Record<string, number> } | null {
  if (!mentorUuid) return null;
  const mentor = fromUuidSync(mentorUuid) as {
    system?: { level?: number; characteristics?: Record<string, number> };
  } | null;
  if (!mentor?.system) return null;
  return { level: mentor.system.level ?? 1, characteristics: { ...mentor.system.characteristics } };
}
