import type { Company } from "../src/contract/site";

/**
 * The company facts the footer and /gioi-thieu show (COMPANY_* variables). Each unset variable takes a
 * SAMPLE value, and the answer then says `sample: true` so the site marks the facts as sample: set
 * every variable in production.
 */
export const SAMPLE_COMPANY: Omit<Company, "sample"> = {
  legalName: "Công ty Cổ phần Vay Tiêu Dùng Việt Nam (mẫu)",
  registrationNumber: "0100000000 (mẫu)",
  registrationIssuer: "Sở Kế hoạch và Đầu tư TP. Hà Nội cấp lần đầu ngày 01/01/2024 (mẫu)",
  address: "Số 1 phố Mẫu, phường Mẫu, TP. Hà Nội (mẫu)",
  hotline: "1900 6868",
  email: "hotro@vaytieudung.vn",
  moitRegistrationUrl: null,
};

const VARIABLES = {
  legalName: "COMPANY_LEGAL_NAME",
  registrationNumber: "COMPANY_REGISTRATION_NUMBER",
  registrationIssuer: "COMPANY_REGISTRATION_ISSUER",
  address: "COMPANY_ADDRESS",
  hotline: "COMPANY_HOTLINE",
  email: "COMPANY_EMAIL",
} as const;

export function loadCompanyConfig(env: Record<string, string | undefined>): Company {
  let sample = false;
  const value = (key: keyof typeof VARIABLES): string => {
    const raw = env[VARIABLES[key]]?.trim();
    if (raw) return raw;
    sample = true;
    return SAMPLE_COMPANY[key];
  };
  const facts = {
    legalName: value("legalName"),
    registrationNumber: value("registrationNumber"),
    registrationIssuer: value("registrationIssuer"),
    address: value("address"),
    hotline: value("hotline"),
    email: value("email"),
    moitRegistrationUrl: env.COMPANY_MOIT_URL?.trim() || null,
  };
  return { ...facts, sample };
}
