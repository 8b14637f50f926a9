/**
 * SAMPLE reference data of the loan-ticket flow: banks, branches, districts and wards. Real names
 * for a few districts of Hà Nội, Hồ Chí Minh and Đà Nẵng; every other province gets one made-up
 * district and ward so the form can be completed everywhere. Replace with the official lists.
 */

// biome-ignore format: a reference table reads better in rows
export const SAMPLE_BANKS: readonly (readonly [id: number, code: string, shortName: string, name: string])[] = [
  [1, "VCB", "Vietcombank", "Ngân hàng TMCP Ngoại thương Việt Nam"],
  [2, "CTG", "VietinBank", "Ngân hàng TMCP Công thương Việt Nam"],
  [3, "BIDV", "BIDV", "Ngân hàng TMCP Đầu tư và Phát triển Việt Nam"],
  [4, "VBA", "Agribank", "Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam"],
  [5, "TCB", "Techcombank", "Ngân hàng TMCP Kỹ thương Việt Nam"],
  [6, "MB", "MB", "Ngân hàng TMCP Quân đội"],
];

const BRANCH_CITIES = ["Hà Nội", "Hồ Chí Minh", "Đà Nẵng"] as const;

/** Three sample branches per bank: id = bank id * 100 + n. */
export const SAMPLE_BRANCHES = SAMPLE_BANKS.flatMap(([bankId, , shortName]) =>
  BRANCH_CITIES.map((city, index) => ({
    id: bankId * 100 + index + 1,
    bank_id: bankId,
    name: `${shortName} - Chi nhánh ${city}`,
  })),
);

// biome-ignore format: a reference table reads better in rows
export const SAMPLE_DISTRICTS: readonly (readonly [code: string, province: number, name: string])[] = [
  ["001", 1, "Quận Ba Đình"], ["002", 1, "Quận Hoàn Kiếm"], ["005", 1, "Quận Cầu Giấy"], ["006", 1, "Quận Đống Đa"],
  ["760", 79, "Quận 1"], ["770", 79, "Quận 3"], ["769", 79, "Thành phố Thủ Đức"],
  ["490", 48, "Quận Liên Chiểu"], ["492", 48, "Quận Hải Châu"],
];

// biome-ignore format: a reference table reads better in rows
export const SAMPLE_WARDS: readonly (readonly [code: string, district: string, name: string])[] = [
  ["00001", "001", "Phường Phúc Xá"], ["00004", "001", "Phường Trúc Bạch"], ["00006", "001", "Phường Vĩnh Phúc"],
  ["00037", "002", "Phường Phúc Tân"], ["00040", "002", "Phường Đồng Xuân"],
  ["00157", "005", "Phường Nghĩa Đô"], ["00160", "005", "Phường Quan Hoa"],
  ["00199", "006", "Phường Văn Miếu"], ["00202", "006", "Phường Quốc Tử Giám"],
  ["26734", "760", "Phường Tân Định"], ["26737", "760", "Phường Đa Kao"], ["26740", "760", "Phường Bến Nghé"],
  ["27139", "770", "Phường Võ Thị Sáu"], ["26794", "769", "Phường Linh Trung"],
  ["20155", "490", "Phường Hòa Minh"], ["20194", "492", "Phường Thạch Thang"],
];

/** The made-up district of a province without listed districts: 5000 + the province code. */
export const placeholderDistrictCode = (province: number) => String(5000 + province);
/** The made-up ward of that district. */
export const placeholderWardCode = (province: number) => `${5000 + province}01`;
