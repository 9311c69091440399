import { HELPLINES } from '../features/tutor/safety/policy';
import { friendRequestMail } from '../features/community/mail';
import { guardianApprovalMail, linkInvitationMail } from '../features/family/mails';
import { surfaceAlertMail } from '../features/safety-surfaces/mail';
import { safetyAlertMail } from '../features/tutor/mail';
import type { MailMessage } from './mailer';
import {
  consentWithdrawnMail,
  leadConfirmationMail,
  leadStaffNoticeMail,
  parentalConsentMail,
  verifyEmailMail,
} from './templates';
import { MAIL_CATALOGUES } from './words';

type Tree = { [key: string]: string | string[] | Tree };

/** Every string of a catalogue by its key path (array items by index). */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else if (Array.isArray(value)) value.forEach((item, i) => out.set(`${path}.${i}`, item));
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('mail catalogue', () => {
  const en = leaves(MAIL_CATALOGUES.en as Tree);
  const es = leaves(MAIL_CATALOGUES.es as Tree);

  it('has the same entries in English and Spanish, with the same placeholders', () => {
    // The staff notice is written in English only (the team's working language).
    const englishOnly = [...en.keys()].filter((k) => k.startsWith('leadStaffNotice.'));
    expect([...es.keys()].sort()).toEqual(
      [...en.keys()].filter((k) => !englishOnly.includes(k)).sort(),
    );
    for (const [key, text] of es)
      expect([key, placeholders(text)]).toEqual([key, placeholders(en.get(key)!)]);
  });

  it('names the helplines exactly as the tutor does', () => {
    expect(en.get('surfaceAlert.crisisLine')).toBe(HELPLINES.crisis);
    expect(en.get('surfaceAlert.childAbuseLine')).toBe(HELPLINES.childAbuse);
  });

  const every = (lng: 'en' | 'es'): MailMessage[] => [
    verifyEmailMail('a@example.com', 'Ana', 'https://optio.test/v', lng),
    parentalConsentMail('a@example.com', 'Ana', 'https://optio.test/c', lng),
    consentWithdrawnMail('a@example.com', 'Ana', '2026-12-25', lng),
    leadConfirmationMail('a@example.com', 'Ana', 'a guide', 'A note', lng),
    linkInvitationMail('a@example.com', 'Ana', 'child', 'https://optio.test/l', lng),
    guardianApprovalMail('a@example.com', 'Ana', 'Lia', 'https://optio.test/g', lng),
    friendRequestMail('a@example.com', 'Ana', 'Ben', 'https://optio.test/f', lng),
    ...(['self_harm', 'violence', 'drugs'] as const).map((category) =>
      safetyAlertMail({
        to: 'a@example.com',
        childFirstName: 'Lia',
        category,
        excerpt: 'words',
        reportUrl: 'https://optio.test/r',
        lng,
      }),
    ),
    ...(['self_harm', 'sexual'] as const).map((alert) =>
      surfaceAlertMail({
        to: 'a@example.com',
        childFirstName: 'Lia',
        surface: 'direct_message',
        alert,
        excerpt: 'words',
        reportUrl: 'https://optio.test/r',
        lng,
      }),
    ),
  ];

  it.each(['en', 'es'] as const)('fills every placeholder and finds every entry (%s)', (lng) => {
    for (const mail of every(lng)) {
      const all = `${mail.subject}\n${mail.text}`;
      expect(all).not.toMatch(/\{\{|\w\.(subject|paragraphs(_\w+)?|link)\b|surfaceAlert\./);
      expect(mail.text).toContain(lng === 'es' ? '— El equipo de Optio' : '— The Optio team');
    }
  });

  it('keeps what a visitor typed as text: no placeholders, nested keys or markup run', () => {
    const name = 'Ana {{topic}} $t(signature) <b>x</b>';
    const mail = leadConfirmationMail('a@example.com', name, 'a guide', null, 'en');
    expect(mail.text).toContain(`Hi ${name},`);
    expect(mail.html).toContain('Hi Ana {{topic}} $t(signature) &lt;b&gt;x&lt;/b&gt;,');
    const notice = leadStaffNoticeMail('staff@example.com', {
      id: 'L1',
      kind: 'promo',
      topic: 'a guide',
      name,
      email: 'v@example.com',
      role: null,
      message: '{{id}}',
      createdAt: '2026-11-25T07:00:00.000Z',
    });
    expect(notice.text).toContain('Role: not given');
    expect(notice.text).toContain('Message:\n{{id}}');
  });

  it('chooses the invitation wording by who sent it', () => {
    const byParent = linkInvitationMail('a@example.com', 'Pia', 'parent', 'https://o/x', 'en');
    const byChild = linkInvitationMail('a@example.com', 'Lia', 'child', 'https://o/x', 'en');
    expect(byParent.text).toContain('Pia asked to be linked to your Optio account as your parent');
    expect(byChild.text).toContain('Lia asked you to link to their Optio account as their parent');
  });
});
