import { screenText } from '../../safety';
import { decide, WITHHELD_MESSAGE } from './policy';

const screen = (text: string) => screenText({ text, surface: 'tutor_student' });
const withTier2 = screen;

describe('decide', () => {
  it('escalates self-harm with the 988 helpline and a must-alert', () => {
    const d = decide(screen('i wanna die'), 'Sam');
    expect(d.incidents.map((i) => i.action)).toEqual(['escalated']);
    expect(d.fixedReply).toMatch(/988/);
    expect(d.mustAlertParents).toBe(true);
    expect(d.storedContent).toBe('i wanna die');
  });

  it('keeps abuse from parents (no e-mail, hidden turn) and gives the child a hotline', () => {
    const d = decide(screen('my stepdad hits me'), 'Sam');
    expect(d.hiddenFromParents).toBe(true);
    expect(d.fixedReply).toMatch(/1-800-422-4453/);
    expect(d.mustAlertParents).toBe(false);
    expect(d.mayAlertParents).toBe(false);
  });

  it('blocks insults but keeps (and supports) a child reporting bullying', () => {
    expect(decide(screen("you're so stupid"), 'Sam').storedContent).toBe(WITHHELD_MESSAGE);
    const reported = decide(screen("I'm being bullied at school"), 'Sam');
    expect(reported.incidents[0]!.action).toBe('supported');
    expect(reported.storedContent).toBe("I'm being bullied at school");
    expect(reported.fixedReply).toMatch(/never your fault/);
  });

  it('answers drugs with a caring, non-judgemental redirect and a case, keeping the words', () => {
    const d = decide(screen('how do i hide my vape from my parents'), 'Sam');
    expect(d.incidents).toMatchObject([{ category: 'drugs', action: 'supported' }]);
    expect(d.storedContent).toBe('how do i hide my vape from my parents');
    expect(d.fixedReply).toMatch(/not here to judge/);
    expect(d.mustAlertParents).toBe(false);
    expect(d.mayAlertParents).toBe(false);
  });

  it('lets the tutor answer after personal details, with a privacy tip first', () => {
    const d = decide(screen('my email is a@b.co'), 'Sam');
    expect(d.fixedReply).toBeNull();
    expect(d.replyPrefix).toMatch(/private/);
    expect(d.storedContent).toBe('my email is [e-mail]');
  });
});

describe('decide, for possible self-harm', () => {
  const d = decide(withTier2('honestly everyone at home would be better without me'), 'Sam');

  it('checks in gently with the 988 helpline', () => {
    expect(d.fixedReply).toMatch(/things might feel heavy right now, Sam\. Are you safe\?/);
    expect(d.fixedReply).toMatch(/call or text 988/);
    expect(d.fixedReply).not.toMatch(/let your parent know/);
  });

  it('stores a case for the safety team (action "supported") and keeps the words', () => {
    expect(d.incidents).toMatchObject([
      { category: 'self_harm', severity: 'medium', action: 'supported' },
    ]);
    expect(d.storedContent).toBe('honestly everyone at home would be better without me');
    expect(d.hiddenFromParents).toBe(false);
  });

  it('sends no e-mail to parents, whatever their alert setting', () => {
    expect(d.mustAlertParents).toBe(false);
    expect(d.mayAlertParents).toBe(false);
  });

  it('still e-mails at once for tier one', () => {
    expect(decide(withTier2("i'm going to end my life"), 'Sam').mustAlertParents).toBe(true);
  });
});
