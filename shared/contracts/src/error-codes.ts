/**
 * The server's error messages, each with a stable code (`area.reason`). The API answers
 * `{ error, message, code, params? }` with the English text verbatim (the strings of docs/product.md);
 * clients show the code in the user's language (`{{name}}` marks a part taken from the message).
 * A message not listed here is answered with the code of its HTTP status (see `statusCode`).
 */
export const ERROR_MESSAGES = {
  'http.bad_request': 'Bad request',
  'http.server_error': 'Server error. Please try again later.',
  'http.route_not_found': 'Not found: {{method}} {{path}}',
  'http.unsupported_media_type':
    'Unsupported content type: send JSON with Content-Type: application/json',
  'http.body_too_large': 'Request body is too large',
  'http.body_empty': 'Request body must not be empty',
  'http.invalid_content_length': 'Invalid Content-Length',
  'http.malformed_json': 'Malformed JSON in request body',
  'http.service_unavailable': 'Service temporarily unavailable. Please try again in a few moments.',
  'validation.invalid_input': 'Invalid input',
  'validation.body_not_object': 'Request body must be a JSON object',
  'validation.invalid_part': 'Invalid {{part}}',
  'validation.unknown_field': 'Unknown field',
  'validation.unknown_fields': 'Unknown field: {{fields}}',
  'validation.field_once': 'Give this field once',
  'validation.too_long': 'This field is too long',
  'validation.text_too_long': 'This is too long',
  'validation.invalid_id': 'Not a valid id',
  'validation.invalid_date': 'Not a valid date',
  'auth.required': 'Authentication required',
  'auth.forbidden': 'You do not have permission to do this',
  'auth.invalid_csrf': 'Invalid CSRF token',
  'auth.invalid_credentials': 'Invalid email or password',
  'auth.session_expired': 'Your session has expired. Please sign in again.',
  'auth.account_deactivated': 'This account has been deactivated. Please contact support.',
  'auth.email_not_verified':
    'Please verify your email address before signing in. Check your inbox for the verification link, or request a new one.',
  'auth.consent_pending':
    "Your account is waiting for a parent or guardian's consent. We've emailed them a link; once they consent, you can sign in.",
  'auth.token_required': 'Token is required',
  'auth.invalid_token': 'Invalid token',
  'auth.invalid_reset_token': 'Invalid or expired reset token',
  'auth.missing_reset_token':
    'Invalid or missing reset token. Please request a new password reset.',
  'auth.invalid_verification_link':
    'Invalid or expired verification link. Please request a new one.',
  'auth.expired_verification_link': 'This verification link has expired. Please request a new one.',
  'auth.invalid_consent_link': 'Invalid or expired consent link',
  'auth.invalid_link': 'Invalid or expired link',
  'auth.common_password': 'This password is too common. Please choose a less predictable one.',
  'auth.email_required': 'Email is required',
  'auth.email_invalid': 'Invalid email address',
  'auth.password_required': 'Password is required',
  'auth.password_min_login': 'Password must be at least 6 characters',
  'auth.password_min': 'Password must be at least 12 characters',
  'auth.password_max': 'Password must be at most {{max}} characters',
  'auth.password_must_contain': 'Password must contain: {{requirements}}',
  'auth.first_name_required': 'First name is required',
  'auth.last_name_required': 'Last name is required',
  'auth.dob_required': 'Date of birth is required for age verification',
  'auth.dob_invalid': 'Enter a valid date of birth',
  'auth.dob_future': 'Date of birth cannot be in the future',
  'auth.parent_email_required': 'Parent/guardian email is required for users under 13',
  'auth.parent_email_same': 'Parent/guardian email must be different from your email',
  'auth.confirm_required': 'Please confirm your password',
  'auth.passwords_do_not_match': 'Passwords do not match',
  'auth.terms_required': 'You must accept the Terms of Service and Privacy Policy',
  'auth.phone_invalid': 'Enter a phone number in international format, e.g. +1 555 123 4567',
  'auth.country_invalid': 'Choose a country from the list',
  'auth.parent_email_own_mailbox':
    "This is your own email address written another way. Enter your parent or guardian's own email.",
  'auth.parent_must_be_adult':
    'Parent accounts are for adults: you must be 18 or older to create one',
  'auth.account_type_invalid': 'Choose student or parent',
  'auth.consent_parent_account': 'Sign in with a parent account to give consent',
  'auth.consent_own_mailbox':
    "This is your child's own email address. Consent must come from a parent or guardian's own account.",
  'rate.login': 'Too many login attempts. Please wait a moment and try again.',
  'rate.register': 'Too many registration attempts. Please wait a few minutes and try again.',
  'rate.password_reset':
    'Too many password reset requests. Please wait an hour before trying again.',
  'rate.generic': 'Too many requests. Please wait and try again.',
  'rate.leads': 'Too many requests. Please wait a while before sending another request.',
  'server.restarting': 'This server is restarting. Please try again in a moment.',
  'admin.site_name_required': 'Site name is required',
  'admin.site_name_max': 'Site name must be at most {{max}} characters',
  'admin.logo_url_max': 'Logo URL must be at most {{max}} characters',
  'admin.logo_url_type': 'Logo URL must be a text or null',
  'admin.logo_invalid': 'Not a valid logo',
  'admin.logo_not_found': 'Logo not found',
  'page.not_number': 'Page must be a number',
  'page.min': 'Page must be at least 1',
  'page.too_large': 'Page is too large',
  'page.size_not_number': 'Page size must be a number',
  'page.size_min': 'Page size must be at least 1',
  'page.size_max': 'Page size must be at most {{max}}',
  'admin.quest_id_invalid': 'Not a valid quest id',
  'admin.task_id_invalid': 'Not a valid task id',
  'admin.user_id_invalid': 'Not a valid user id',
  'admin.badge_id_invalid': 'Not a valid badge id',
  'admin.student_id_invalid': 'Not a valid student id',
  'quest.task_title_required': 'Task title is required',
  'quest.task_title_max': 'Task title must be at most {{max}} characters',
  'quest.task_description_type': 'Task description must be text',
  'quest.task_description_max': 'Task description must be at most {{max}} characters',
  'quest.xp_range': 'XP must be a whole number from 10 to 1000',
  'quest.required_boolean': 'Required must be true or false',
  'quest.title_required': 'Title is required',
  'quest.title_max': 'Title must be at most {{max}} characters',
  'quest.title_type': 'Title must be text',
  'quest.summary_required': 'Summary is required',
  'quest.summary_max': 'Summary must be at most {{max}} characters',
  'quest.big_idea_type': 'Big idea must be text',
  'quest.big_idea_max': 'Big idea must be at most {{max}} characters',
  'quest.active_boolean': 'Active must be true or false',
  'quest.tasks_required': 'Add at least one task',
  'quest.tasks_max': 'A quest has at most {{max}} tasks',
  'quest.tasks_max_family': 'A quest may have at most {{max}} tasks',
  'quest.not_found': 'Quest not found',
  'user.search_max': 'Search must be at most {{max}} characters',
  'user.status_invalid': 'Status must be active or inactive',
  'user.role_invalid': 'Role must be one of {{options}}',
  'user.tier_invalid': 'Tier must be one of {{options}}',
  'user.change_required': 'Give a role or a subscription tier to change',
  'user.not_found': 'User not found',
  'user.reactivate_first': 'Reactivate the account before sending a password reset',
  'advisor.student_not_assigned': 'This student is not assigned to this advisor',
  'advisor.student_not_found': 'Student not found',
  'advisor.choose_badge': 'Choose a badge',
  'advisor.note_type': 'Note must be text',
  'advisor.note_max': 'Note must be at most {{max}} characters',
  'advisor.choose_active_badge': 'Choose an active badge',
  'advisor.recommendation_not_found': 'Recommendation not found',
  'badge.not_found': 'Badge not found',
  'badge.image_invalid': 'Not a valid image',
  'badge.image_type': 'The image must be a JPEG, PNG, GIF or WebP file',
  'badge.image_multipart': 'Send the image as multipart/form-data',
  'badge.image_field': 'Send one file in the field "image"',
  'badge.image_not_found': 'Image not found',
  'badge.description_required': 'Description is required',
  'badge.identity_required': 'Identity statement is required',
  'badge.identity_format': 'Identity statement must start with "I am" or "I can"',
  'badge.pillar_required': 'Choose a primary pillar',
  'badge.quests_required': 'Link at least one quest',
  'badge.quests_unique': 'Each quest can be linked once',
  'badge.min_quests': 'Minimum quests must be a whole number of at least 1',
  'badge.min_quests_max': 'Minimum quests cannot be more than the number of linked quests',
  'badge.already_claimed': 'You have already claimed this badge',
  'badge.requirements_unmet': 'This badge’s requirements are not met yet',
  'badge.quest_missing': 'One of the linked quests no longer exists',
  'friends.request_not_found': 'Friend request not found',
  'friends.not_found': 'Friend not found',
  'friends.self': 'You cannot send a friend request to yourself',
  'limit.not_number': 'Limit must be a number',
  'limit.min': 'Limit must be at least 1',
  'limit.max': 'Limit must be at most 100',
  'family.child_not_found': 'Child not found',
  'family.links_roles': 'Only parents and students have family links',
  'family.other_person_email': 'Use the e-mail address of the other person',
  'family.link_request_not_found': 'Link request not found',
  'family.link_not_found': 'Link not found',
  'family.pending_links_max':
    'You have {{max}} invitations waiting: cancel one before sending another',
  'family.feed_kind': "Use 'completion' or 'portfolio'",
  'family.item_not_found': 'Item not found',
  'family.write_message': 'Write a message',
  'family.encouragement_max': 'A message may be at most {{max}} characters',
  'family.guardian_approves':
    'A parent link for a child under 13 is approved by the parent who gave consent',
  'family.remove_link_age':
    'From the age of 13 you can remove a parent link yourself; until then, ask an administrator',
  'family.consenting_parent_only': 'Only the parent who gave consent can do this',
  'family.confirm_child_name': "Type your child's first name to confirm",
  'observer.invitation_expired': 'This invitation has expired: ask the parent to send a new one',
  'observer.invitation_invalid':
    'This invitation is not valid (it may have been used or withdrawn)',
  'observer.not_found': 'Observer not found',
  'observer.invitation_not_found': 'Invitation not found',
  'observer.invitation_other_email': 'This invitation was sent to another e-mail address',
  'observer.invite_self': 'Invite someone else: you already follow this child as a parent',
  'observer.first_name_max': 'First name must be at most 100 characters',
  'observer.last_name_max': 'Last name must be at most 100 characters',
  'evidence.task_not_found': 'Task not found',
  'evidence.file_not_found': 'File not found',
  'evidence.multipart': 'Send the evidence as multipart/form-data',
  'evidence.add_file': 'Add one file',
  'evidence.description_max': 'Description must be at most {{max}} characters',
  'evidence.xp_number': 'XP must be a number',
  'evidence.xp_min': 'XP must be at least 10',
  'evidence.xp_max': 'XP must be at most 1000',
  'evidence.request_not_found': 'Request not found',
  'evidence.required': 'Add evidence: some text, a link or a file',
  'evidence.add_something': 'Add a description, a link or a file',
  'evidence.link_format': 'Link must be a web address starting with http:// or https://',
  'learning.page_size_max': 'Page size must be at most 50',
  'learning.reflection_required': 'Reflection is required',
  'learning.reflection_max': 'Reflection must be at most 2000 characters',
  'learning.not_picked_up': 'You have not picked up this quest',
  'learning.already_set_down': 'This quest is already set down',
  'learning.pillar_invalid': 'Pillar must be one of {{options}}',
  'learning.subject_invalid': 'Subject must be one of {{options}}',
  'learning.date_string': 'Date must be a string YYYY-MM-DD',
  'learning.date_format': 'Date must be YYYY-MM-DD',
  'learning.date_real': 'Date is not a real calendar date',
  'learning.date_real_format': 'Date must be a real date YYYY-MM-DD',
  'learning.date_future': 'Date cannot be in the future',
  'learning.subjects_count': 'Give one to five subjects',
  'learning.subjects_unique': 'Each subject may appear once',
  'learning.subjects_xp': 'Each subject needs a whole, positive XP amount',
  'learning.task_complete': 'This task is already complete',
  'learning.description_type': 'Description must be text',
  'learning.xp_whole': 'XP must be a whole number',
  'learning.subjects_list': 'Subjects must be a list',
  'learning.subjects_max': 'At most five subjects',
  'learning.pick_up_first': 'Pick this quest up before adding tasks',
  'learning.pick_up_again_tasks': 'Pick this quest up again to add tasks',
  'learning.pick_up_again': 'Pick this quest up again first',
  'learning.resubmit_no_review': 'This task needs no review, so there is nothing to resubmit',
  'learning.resubmit_pending': 'This work is already waiting for review',
  'learning.resubmit_approved': 'This work was approved; approved work cannot be resubmitted',
  'learning.complete_first': 'Complete this task first',
  'learning.keep_unknown': 'Keep only files this task already has',
  'learning.keep_invalid': 'Keep lists the ids of files to keep, separated by commas',
  'learning.too_many_files': 'A task holds at most {{max}} files',
  'learning.task_not_in_quest': 'This task does not belong to the quest',
  'messages.self': 'You cannot message yourself',
  'messages.not_allowed':
    'You can only message your family, your friends, your advisor or your students',
  'messages.blocked': 'You cannot message this person: one of you has blocked the other',
  'messages.minor_to_adult':
    'Students under 18 can only message adults who are their linked parent or their assigned advisor',
  'messages.adult_to_minor':
    'This student is under 18: only their linked parents and their assigned advisor can message them',
  'messages.child_is_adult': 'Your child is 18 or older: their messages are private',
  'messages.contacts_only':
    'Your child is 13 or older: you can see who they message, not what they say',
  'messages.conversation_not_found': 'Conversation not found',
  'messages.block_not_found': 'Block not found',
  'messages.report_not_in_thread': 'These messages are not in this conversation',
  'messages.report_reason':
    'Reason must be one of: self_harm, violence, abuse, sexual, bullying, drugs, personal_info',
  'messages.report_note_max': 'The note must be at most 1,000 characters',
  'messages.report_max_messages': 'Attach at most 50 messages',
  'messages.required': 'Message is required',
  'messages.empty': 'Message cannot be empty',
  'messages.max': 'Message must be at most {{max}} characters',
  'messages.type': 'Message must be text',
  'credits.number': 'Credits must be a number',
  'credits.negative': 'Credits cannot be negative',
  'credits.max': 'Credits must be at most {{max}}',
  'credits.step': 'Use steps of 0.1 credit',
  'credits.xp_per_credit_number': 'XP per credit must be a number',
  'credits.xp_per_credit_min': 'XP per credit must be at least {{min}}',
  'credits.xp_per_credit_max': 'XP per credit must be at most {{max}}',
  'credits.every_subject': 'Give the credits required for every subject',
  'credits.total_number': 'Total credits must be a number',
  'credits.total_max': 'Total credits must be at most {{max}}',
  'credits.total_min_sum':
    'Total credits must be at least the sum of the subject requirements ({{sum}})',
  'portfolio.public_boolean': 'Public must be true or false',
  'portfolio.confidential': 'Confidential work is never public',
  'portfolio.already_decided': 'This item was already decided',
  'portfolio.slug_required': 'Choose your portfolio address before making it public',
  'profile.bio_type': 'Bio must be text',
  'profile.bio_max': 'Bio must be at most {{max}} characters',
  'profile.slug_type': 'Portfolio address must be text',
  'profile.language_invalid': 'Language must be en or es',
  'profile.confirm_delete': 'Type DELETE to confirm',
  'profile.slug_taken': 'This address is taken',
  'profile.avatar_type': 'The avatar must be a jpg, png, gif or webp image',
  'profile.choose_image': 'Choose an image',
  'profile.avatar_not_found': 'Avatar not found',
  'records.page_private': 'Not found: this page is private or does not exist',
  'upload.multipart': 'Send the form as multipart/form-data',
  'upload.quota':
    'Not enough storage space: you have used {{used}} MB of your {{quota}} MB and this upload needs {{size}} MB. Remove some files to make room.',
  'records.confidential':
    'This work is confidential: only the student and their linked parents can open it',
  'admin.quota_number': 'Storage quota must be a number of megabytes',
  'admin.quota_int': 'Storage quota must be a whole number of megabytes',
  'admin.quota_min': 'Storage quota must be at least 1 MB',
  'admin.quota_max': 'Storage quota must be at most 1,000,000 MB',
  'upload.image_unreadable':
    'This image could not be read: save it again as a JPEG or PNG and retry',
  'upload.one_file': 'Send one file only',
  'tutor.status_invalid': 'Status must be open, resolved or all',
  'tutor.note_required': 'A note is required',
  'tutor.note_max': 'The note must be at most 2,000 characters',
  'tutor.incident_not_found': 'Incident not found',
  'tutor.incident_resolved': 'This incident is already resolved',
  'tutor.title_max': 'Title must be at most 120 characters',
  'tutor.enabled_boolean': 'Enabled must be true or false',
  'tutor.daily_limit_number': 'Daily limit must be a number',
  'tutor.daily_limit_min': 'Daily limit must be at least 1',
  'tutor.daily_limit_tier': 'The daily limit can be at most {{limit}} on the {{tier}} plan',
  'tutor.modes_list': 'Allowed modes must be a list',
  'tutor.modes_required': 'Allow at least one mode (or turn the tutor off)',
  'tutor.monitoring_boolean': 'Monitoring must be true or false',
  'tutor.email_alerts_boolean': 'E-mail alerts must be true or false',
  'tutor.settings_required': 'Send at least one setting to change',
  'tutor.mode_invalid': 'Mode must be one of: {{options}}',
  'tutor.conversation_not_found': 'Conversation not found',
  'tutor.mode_not_allowed': 'Your parent has not allowed this mode',
  'tutor.title_different': 'Please choose a different title',
  'tutor.daily_limit_reached':
    'You have used all {{limit}} tutor messages for today. You can chat again tomorrow.',
  'tutor.no_answer': 'The tutor gave no answer',
  'tutor.failed': 'Something went wrong while the tutor was answering. Please try again.',
  'tutor.unreachable': 'The tutor service could not be reached',
  'tutor.stopped': 'The tutor service stopped answering',
  'leads.kind_required': 'Choose what you are requesting',
  'leads.name_required': 'Name is required',
  'leads.role_invalid': 'Choose parent, student, teacher or other',
  'evaluator.minutes_range': 'Minutes must be a whole number from 1 to 1440',
  'evaluator.range_order': 'The start date must be on or before the end date',
  'evaluator.range_length': 'A date range can be at most {{max}} days',
  'evaluator.lifetime_range': 'A link lasts 7 to 60 days',
  'evaluator.name_required': 'Your name is required',
  'evaluator.credential_required': 'Your credential is required',
  'evaluator.decision_invalid':
    'Decision must be satisfactory, needs_improvement or unsatisfactory',
  'evaluator.comment_text': 'Comment must be text',
  'evaluator.target_days': 'Target days must be a whole number from 1 to 366',
  'evaluator.target_hours': 'Target hours must be a whole number from 1 to 5000',
  'evaluator.student_required': 'Choose the child: student_id is required',
  'evaluator.under_13_link': 'A parent creates evaluator links for a student under 13',
  'evaluator.link_not_found':
    'This evaluator link is not valid: it may have expired or been revoked',
  'evaluator.already_evaluated': 'An evaluation was already recorded with this link',
  'evaluator.date_future': 'The evaluation date cannot be in the future',
  'evaluator.task_not_completed': 'Log time on a task once it is complete',
  'evaluator.link_gone': 'Evaluator link not found',
  'review.already_reviewed': 'This work was already reviewed',
  'review.diploma_not_met': 'The reviewed credits do not meet the diploma requirements yet',
  'review.diploma_signed': 'This diploma was already signed off',
  'review.decision_invalid': 'Decision must be approve or return',
  'review.comment_max': 'Comment must be at most {{max}} characters',
  'review.comment_required': 'Say what to change before returning the work',
  'review.parent_review_boolean': 'Parent review must be true or false',
  'review.require_advisor_boolean': 'Require advisor review must be true or false',
  'review.xp_cap_number': 'XP cap must be a number',
  'review.xp_cap_whole': 'XP cap must be a whole number',
  'review.xp_cap_min': 'XP cap must be at least {{min}}',
  'review.xp_cap_max': 'XP cap must be at most {{max}}',
  'review.personal_xp_max': 'XP must be at most {{cap}}',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** What the server adds to an error body: the code, and the parts of a templated message. */
export interface ErrorCodeMatch {
  code: string;
  params?: Record<string, string>;
}

/** The generic code of an HTTP status, for a message the catalogue does not list. */
export function statusCode(status: number): string {
  if (status === 401) return 'http.unauthorized';
  if (status === 403) return 'http.forbidden';
  if (status === 404) return 'http.not_found';
  if (status === 409) return 'http.conflict';
  if (status === 413) return 'http.body_too_large';
  if (status === 415) return 'http.unsupported_media_type';
  if (status === 429) return 'http.too_many_requests';
  if (status >= 500) return 'http.server_error';
  return 'http.bad_request';
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exact = new Map<string, ErrorCode>();
const templates: { code: ErrorCode; pattern: RegExp; names: string[] }[] = [];
for (const [code, message] of Object.entries(ERROR_MESSAGES) as [ErrorCode, string][]) {
  const names = [...message.matchAll(PLACEHOLDER)].map((m) => m[1]!);
  if (names.length === 0) {
    exact.set(message, code);
    continue;
  }
  const source = message
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
    .join('');
  templates.push({ code, pattern: new RegExp(`^${source}$`), names });
}

/** The catalogue's code for one of the server's English messages, with its parameters. */
export function errorCodeOf(message: string): ErrorCodeMatch | undefined {
  const code = exact.get(message);
  if (code) return { code };
  for (const t of templates) {
    const m = t.pattern.exec(message);
    if (m) {
      return { code: t.code, params: Object.fromEntries(t.names.map((n, i) => [n, m[i + 1]!])) };
    }
  }
  return undefined;
}
