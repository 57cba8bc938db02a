/**
 * The growth service (spec 000 sections 3.7, 3.8, 4.4, 4.5 and 7.2) and design-accessibility
 * invitations: growth details, the chat widget, restart plan, contact sales / 'Get a demo',
 * free-access opt-in, the CSRF token, product-intro dismissal and growth user properties. Field
 * names keep the spec's spelling (snake_case and camelCase mixed) because the growth flows read them
 * by those names. Served under `/api/growth` (docs/decisions/0024-growth-router.md).
 */
import { CloneType, Type, type Static } from '@sinclair/typebox';

/** Base path of the growth routes, on the main server and on a growth-only server alike. */
export const GROWTH_BASE_PATH = '/api/growth';
/** Longest contact message (spec 000 section 5). */
export const CONTACT_MESSAGE_MAX = 300;
/** Contact query types (spec 000 section 9): Sales 1, Billing 2, Technical 3, Open source 4, Other 5. */
export const CONTACT_QUERY_TYPES = { sales: 1, billing: 2, technical: 3, openSource: 4, other: 5 } as const;
/** What the server says when the business email is refused (`path: 'business_email'`). */
export const BUSINESS_EMAIL_MESSAGE = 'Please enter a valid business email address.';
/** Products the free-access opt-in can provision. */
export const FREE_ACCESS_PRODUCTS = ['screenReader'] as const;
export type FreeAccessProduct = (typeof FREE_ACCESS_PRODUCTS)[number];
/** Where a provisioned free product opens. */
export const FREE_ACCESS_PRODUCT_URL = '/screen-reader';
/** Products with a pro trial in growth details. */
export const PRO_TRIAL_PRODUCTS = ['automatedTest', 'websiteScan', 'workflowScan', 'assistedTest', 'pdfScanner', 'screenReader'] as const;
/** The answer of a sent design-accessibility invitation (exact text). */
export const INVITATION_SENT_MESSAGE = 'Invitation sent successfully!';
/** Most typed addresses one invitation call may take. */
export const DESIGN_INVITE_MAX_EMAILS = 20;
/** The sessionStorage key the client keeps `ab_experiment_details` under. */
export const AB_EXPERIMENT_STORAGE_KEY = 'ab_experiment_details';

const Str = (description: string) => Type.String({ description });
const Bool = (description: string) => Type.Boolean({ description });
const NullableString = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const OptionalText = (description: string, maxLength = 500) => Type.Optional(Type.String({ maxLength, description }));

/** A plan as the growth flows show it. */
export const GrowthPlan = Type.Object({
  id: Str('Plan id, for example `automate_monitor`'),
  name: Str('Display name'),
  plan_type: Type.Union([Type.Literal('free'), Type.Literal('paid')], { description: 'Whether the plan is paid' }),
});
export type GrowthPlan = Static<typeof GrowthPlan>;

/** Query of `GET /api/growth/user/growth-details`. */
export const GrowthDetailsQuery = Type.Object({
  component: Type.Optional(Type.String({ maxLength: 100, description: 'The asking component (informational)' })),
  product: Type.Optional(Type.String({ maxLength: 100, description: 'The product page asking (informational)' })),
});
export type GrowthDetailsQuery = Static<typeof GrowthDetailsQuery>;

const TrialState = Type.Object({ trialClaimed: Bool('The trial was started'), trialExpired: Bool('The trial has ended') });

/** Growth details (spec 000 section 3.8). */
export const GrowthDetails = Type.Object({
  userDetails: Type.Object({ name: Str('Display name'), email: Str('Email address'), group_name: Str("The group's name") }, { description: 'Who is signed in' }),
  accountSetupDetails: Type.Object({
    role: Type.Union([Type.Literal('member'), Type.Literal('admin')], { description: 'Role in the group' }),
    plan: Str("Display name of the group's plan"),
    plan_type: Type.Union([Type.Literal('free'), Type.Literal('paid')], { description: 'Whether the plan is paid' }),
  }, { description: 'Role and plan' }),
  paywallFreeOfferData: Type.Object({
    eligible: Bool('A free-plan group that has not provisioned free access yet'),
    products: Type.Array(Type.String(), { description: 'Products the free offer covers' }),
  }, { description: 'The free-access offer of the paywalls' }),
  checkEmailDomain: Bool('Contact forms must take a business email (free-mail domains refused)'),
  productIntroData: Type.Object({
    product_key: Type.Literal('accessibility', { description: 'The introduction' }),
    required: Bool('The group requires the product introduction'),
    seen: Bool('The user dismissed it'),
  }, { description: 'The product introduction (spec 000 section 2.4)' }),
  proTrialData: Type.Object(
    Object.fromEntries(PRO_TRIAL_PRODUCTS.map((p) => [p, CloneType(TrialState, { description: `Trial state for ${p}` })])) as Record<(typeof PRO_TRIAL_PRODUCTS)[number], typeof TrialState>,
    { description: 'Trial state per product (the group trial covers them all)' },
  ),
  pricingDetails: Type.Object(
    { current_plan_id: Str("The group's plan id"), plans: Type.Array(GrowthPlan, { description: 'The plan catalogue' }) },
    { description: 'Plans to compare' },
  ),
  meta: Type.Object({
    authenticity_token: Str('CSRF token for the growth POSTs (same as user/token.json)'),
    showRevenueHero: Bool('A demo scheduler is configured'),
  }, { description: 'Form settings' }),
  contactUsDetails: Type.Object({
    demoRequestSubmitted: Bool('The user already asked for a demo'),
    demoRequestDate: NullableString('When (ISO 8601); null: never'),
  }, { description: "The user's demo request" }),
  ab_experiment_details: Type.Record(Type.String(), Type.String(), { description: 'Experiment -> arm, for example `{product_intro: "variant"}`' }),
});
export type GrowthDetails = Static<typeof GrowthDetails>;

/** `GET /api/growth/user/fresh-chat-config`: off unless the server configures a chat widget. */
export const ChatConfig = Type.Object({
  show_fresh_chat_widget: Bool('Show the chat widget'),
  token: NullableString('Widget token'),
  host: NullableString('Widget host'),
  tags: Type.Array(Type.String(), { description: 'Topic tags' }),
  external_id: NullableString("The user's id as the widget knows it"),
  user_info: Type.Union([Type.Object({ name: Str('Display name'), email: Str('Email address') }), Type.Null()], { description: 'Who is chatting' }),
  custom_widget: Bool('Use the custom widget button'),
  reopen_time: Type.Union([Type.Number(), Type.Null()], { description: 'Seconds before the widget may reopen' }),
});
export type ChatConfig = Static<typeof ChatConfig>;

/** Query of `GET /api/growth/accounts/restart`. */
export const RestartPlanQuery = Type.Object({
  restart_modal: Type.Optional(Type.String({ maxLength: 20, description: 'Which modal asks (`old`); informational' })),
});

/** The group's current plan and the plan the restart modal offers. */
export const RestartPlan = Type.Object({
  plan: CloneType(GrowthPlan, { description: "The group's current plan" }),
  restart_order: Type.Object({ plan_id: Str('Plan to order'), plan_name: Str('Its display name') }, { description: 'What the order button sends' }),
});
export type RestartPlan = Static<typeof RestartPlan>;

/** Body of `POST /api/growth/orders/create`. */
export const RestartOrderBody = Type.Object({
  restart_order: Type.Object({ plan_id: Type.String({ minLength: 1, maxLength: 100, description: 'Plan to order' }) }, { description: 'The order' }),
  authenticity_token: OptionalText('CSRF token (user/token.json)'),
});
export type RestartOrderBody = Static<typeof RestartOrderBody>;

/** A placed order. */
export const RestartOrder = Type.Object({ order_id: Str('Order id'), redirect_url: Str('Where the dashboard goes next') });
export type RestartOrder = Static<typeof RestartOrder>;

const RequestType = Type.Union([Type.Literal('contact_sales'), Type.Literal('demo')], {
  description: 'Contact sales or "Get a demo"; default contact_sales',
});

/** Body of `POST /api/growth/contact`: the contact payload of spec 000 section 3.7. */
export const ContactBody = Type.Object({
  name: OptionalText('Name of the person asking', 200),
  email: OptionalText('Business email', 254),
  query_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, description: 'Sales 1, Billing 2, Technical 3, Open source 4, Other 5' })),
  company: OptionalText('Company', 200),
  message: Type.String({ minLength: 1, maxLength: CONTACT_MESSAGE_MAX, description: 'The query, 1 to 300 characters' }),
  ref: OptionalText('Referrer'),
  product: OptionalText('Product the request is about', 100),
  authenticity_token: OptionalText('CSRF token (user/token.json)'),
  page_url: OptionalText('Page the form was sent from', 2048),
  send_email: Type.Optional(Bool('Send the confirmation mail')),
  request_type: Type.Optional(RequestType),
  cta_ref: OptionalText('Call to action that opened the form'),
  web_utm_source: OptionalText('UTM source'),
  lead_source: OptionalText('Lead source'),
  check_email_domain: Type.Optional(Bool('Refuse free-mail addresses')),
  is_revenue_hero: Type.Optional(Bool('Open the demo scheduler on success')),
});
export type ContactBody = Static<typeof ContactBody>;

/** The answer of a contact request: stored, or a demo asked for before. */
export const ContactResult = Type.Union([
  Type.Object({
    status: Type.Literal('SUCCESS'),
    request_id: Str('Stored request id'),
    submitted_at: Str('When (ISO 8601)'),
    scheduler_url: NullableString('Demo scheduler to open (demo requests with is_revenue_hero); null: none'),
  }),
  Type.Object({ status: Type.Literal('DUPLICATE'), submitted_at: Str('When the earlier demo request was sent (ISO 8601)') }),
]);
export type ContactResult = Static<typeof ContactResult>;

/** A stored contact request, as group admins see it. */
export const ContactRequest = Type.Object({
  id: Str('Request id'),
  user_id: Str('Who sent it'),
  request_type: RequestType,
  name: NullableString('Name'),
  email: NullableString('Email'),
  query_type: Type.Union([Type.Integer(), Type.Null()], { description: 'Query type 1..5' }),
  company: NullableString('Company'),
  message: Str('The query'),
  ref: NullableString('Referrer'),
  product: NullableString('Product'),
  page_url: NullableString('Page'),
  send_email: Bool('Confirmation mail asked for'),
  cta_ref: NullableString('Call to action'),
  web_utm_source: NullableString('UTM source'),
  lead_source: NullableString('Lead source'),
  check_email_domain: Bool('Business email was required'),
  is_revenue_hero: Bool('Scheduler asked for'),
  created_at: Str('When (ISO 8601)'),
});
export type ContactRequest = Static<typeof ContactRequest>;

/** `GET /api/v1/contact-requests`: newest first. */
export const ContactRequestList = Type.Object({ requests: Type.Array(ContactRequest, { description: 'Newest first' }) });
export type ContactRequestList = Static<typeof ContactRequestList>;

/** Body of `POST /api/growth/user/free-product-offer/provision`. */
export const ProvisionBody = Type.Object({
  products: Type.Array(Type.String({ maxLength: 100 }), { minItems: 1, maxItems: 10, description: 'Products to grant, for example `screenReader`' }),
  source: Type.String({ maxLength: 200, description: 'Where the opt-in came from' }),
  availWithOutAllocation: Bool('Granted without a seat allocation'),
  availedViaFPAStandardisation: Bool('Granted through the standard free-product offer'),
});
export type ProvisionBody = Static<typeof ProvisionBody>;

/** Free access granted (again, when already provisioned). */
export const ProvisionResult = Type.Object({
  success: Type.Literal(true),
  products: Type.Array(Type.String(), { description: 'Products granted' }),
  product_url: Str('Where the product opens (new tab)'),
});
export type ProvisionResult = Static<typeof ProvisionResult>;

/** `GET /api/growth/user/token.json`. */
export const CsrfToken = Type.Object({ csrf_token: Str('Send as authenticity_token with the growth POSTs') });
export type CsrfToken = Static<typeof CsrfToken>;

/** Body of `POST /api/growth/user/dismiss-product-intro`. */
export const DismissProductIntroBody = Type.Object({
  product_key: Type.Literal('accessibility', { description: 'The introduction dismissed' }),
  authenticity_token: OptionalText('CSRF token (user/token.json)'),
});
export type DismissProductIntroBody = Static<typeof DismissProductIntroBody>;

/** The intro is dismissed for the user. */
export const DismissedProductIntro = Type.Object({
  product_key: Type.Literal('accessibility', { description: 'The introduction dismissed' }),
  seen: Type.Literal(true, { description: 'Always true' }),
});
export type DismissedProductIntro = Static<typeof DismissedProductIntro>;

const PropertyKey = Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$', description: 'Letters, digits, _ . : -' });

/** Body of `POST /api/growth/user/add-user-properties`. */
export const AddUserPropertiesBody = Type.Object({ keys_to_add: Type.Array(PropertyKey, { minItems: 1, maxItems: 50, description: 'Keys to add (values stay empty)' }) });
export type AddUserPropertiesBody = Static<typeof AddUserPropertiesBody>;

/** Every property key the user has. */
export const UserProperties = Type.Object({ properties: Type.Array(Type.String(), { description: 'Every key the user has, sorted' }) });
export type UserProperties = Static<typeof UserProperties>;

/** Body and answer of `POST /api/growth/growth/create-update-growth-user-property`. */
export const GrowthUserProperty = Type.Object({ key: PropertyKey, value: Type.String({ maxLength: 1000, description: 'Value, at most 1000 characters' }) });
export type GrowthUserProperty = Static<typeof GrowthUserProperty>;

/** A member of the caller's group who can be invited. */
export const DesignMember = Type.Object({ id: Str('User id'), name: Str('Display name'), email: Str('Email address') });
export type DesignMember = Static<typeof DesignMember>;

/** `GET /api/v1/design-accessibility/members`: the caller's group, caller excluded. */
export const DesignMembers = Type.Object({ members: Type.Array(DesignMember, { description: 'By name' }) });
export type DesignMembers = Static<typeof DesignMembers>;

/** Body of `POST /api/v1/design-accessibility/invite`: group members, typed addresses, or both. */
export const DesignInviteBody = Type.Object({
  user_ids: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 200, description: 'Members of your group' })),
  emails: Type.Optional(Type.Array(Type.String({ maxLength: 254 }), { maxItems: DESIGN_INVITE_MAX_EMAILS, description: 'Addresses, at most 20' })),
});
export type DesignInviteBody = Static<typeof DesignInviteBody>;

/** Invitations sent. */
export const DesignInviteResult = Type.Object({
  sent: Type.Integer({ description: 'Mails sent' }),
  message: Type.Literal(INVITATION_SENT_MESSAGE, { description: 'Text to show' }),
});
export type DesignInviteResult = Static<typeof DesignInviteResult>;
