/** Changes to a student's own learning record: students only (admin passes every gate). */
export const STUDENT_ONLY = { roles: ['student'] } as const;
