/** The three header badges and the user-index field that lights each one. */
export interface BadgeFacts {
  company_status?: number;
  is_vip?: number;
  has_bussiness_license?: number;
}

export const HEADER_BADGES = ['企业认证', '诚信合作商', '营业执照认证'] as const;

/**
 * 企业认证 is lit for a company in normal standing (company_status 1), 诚信合作商 for a VIP
 * partner (is_vip 1), 营业执照认证 for an approved licence (has_bussiness_license 1).
 */
export function headerBadges(index: BadgeFacts | null | undefined) {
  return [
    { label: HEADER_BADGES[0], lit: index?.company_status === 1 },
    { label: HEADER_BADGES[1], lit: index?.is_vip === 1 },
    { label: HEADER_BADGES[2], lit: index?.has_bussiness_license === 1 },
  ];
}
