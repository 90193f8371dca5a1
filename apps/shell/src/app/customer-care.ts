/** docs/rules.md section 9: the customer care number; the content service may replace it. */
export const CUSTOMER_CARE_PHONE = '+91 1800 102 4455';
