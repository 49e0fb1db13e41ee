// A CRM customer: lead status and the two kinds of tags (services, industries) the CRM files customers under.
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const SERVICE_TAGS = ['print on demand', 'bulk orders', 'bespoke', 'merch stores', 'events', 'sustainability'] as const;
export const INDUSTRY_TAGS = ['music', 'fashion', 'charity', 'education', 'sport', 'corporate', 'creator', 'retail'] as const;

export const CUSTOMER_ROLES = ['customer', 'creator', 'partner', 'agency'] as const;
