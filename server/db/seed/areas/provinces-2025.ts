/**
 * Viet Nam's administrative map since 1 July 2025: 34 provinces and cities, 3,321 wards and
 * communes, no district level. Codes are the national statistics office's (Cục Thống kê, Bộ Tài
 * chính): province codes 1-96, ward codes of 5 digits. Not sample data.
 *
 * Source: the data file vietnam_provinces/data/nested-divisions.json of the public repository
 * sunshine-tech/VietnamProvinces (commit 809e91baefbe3153ccaecc9b2286303a98b9119b, 2026-02-21),
 * which transcribes the office's published lists. Only the names and codes are taken (facts of
 * the official list); none of that repository's code. Province names drop the "Tỉnh"/"Thành phố"
 * prefix, as the previous list did.
 */

/** [code, name] of the 34 provinces and cities. */
// biome-ignore format: a reference table reads better in rows
export const PROVINCES_2025: readonly (readonly [code: number, name: string])[] = [
  [1, "Hà Nội"], [4, "Cao Bằng"], [8, "Tuyên Quang"], [11, "Điện Biên"], [12, "Lai Châu"], [14, "Sơn La"],
  [15, "Lào Cai"], [19, "Thái Nguyên"], [20, "Lạng Sơn"], [22, "Quảng Ninh"], [24, "Bắc Ninh"], [25, "Phú Thọ"],
  [31, "Hải Phòng"], [33, "Hưng Yên"], [37, "Ninh Bình"], [38, "Thanh Hóa"], [40, "Nghệ An"], [42, "Hà Tĩnh"],
  [44, "Quảng Trị"], [46, "Huế"], [48, "Đà Nẵng"], [51, "Quảng Ngãi"], [52, "Gia Lai"], [56, "Khánh Hòa"],
  [66, "Đắk Lắk"], [68, "Lâm Đồng"], [75, "Đồng Nai"], [79, "Hồ Chí Minh"], [80, "Tây Ninh"], [82, "Đồng Tháp"],
  [86, "Vĩnh Long"], [91, "An Giang"], [92, "Cần Thơ"], [96, "Cà Mau"],
];
