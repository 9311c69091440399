import { EMPTY_BADGE, validateBadge } from './badgeForm';

const quest = {
  id: '3f1c2a7e-8d4b-4c1a-9e2f-1a2b3c4d5e6f',
  title: 'Family Recipe Book',
  total_xp: 350,
};

describe('validateBadge (the API rules, client side)', () => {
  it('reports each missing field with the shared message', () => {
    const result = validateBadge(EMPTY_BADGE);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields).toMatchObject({
      name: 'Name is required',
      description: 'Description is required',
      identity_statement: 'Identity statement is required',
      primary_pillar: 'Choose a primary pillar',
      quest_ids: 'Link at least one quest',
    });
  });

  it('refuses more required quests than linked and a non-number XP', () => {
    const result = validateBadge({
      ...EMPTY_BADGE,
      name: 'Cook',
      description: 'Cooks',
      identity_statement: 'I can cook',
      primary_pillar: 'wellness',
      quests: [quest],
      min_quests: '2',
      min_xp: '',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields.min_quests).toBe(
      'Minimum quests cannot be more than the number of linked quests',
    );
    expect(result.fields.min_xp).toMatch(/^Minimum XP must be a whole number/);
  });

  it('turns a valid form into the API body', () => {
    const result = validateBadge({
      ...EMPTY_BADGE,
      name: '  Cook ',
      description: 'Cooks',
      identity_statement: 'I am a cook',
      primary_pillar: 'wellness',
      quests: [quest],
      min_quests: '1',
      min_xp: '200',
    });
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Cook',
        description: 'Cooks',
        identity_statement: 'I am a cook',
        primary_pillar: 'wellness',
        quest_ids: [quest.id],
        min_quests: 1,
        min_xp: 200,
        is_active: true,
      },
    });
  });
});
