import type { MyData } from "../../src/contract/my-data";

/** A signed-in customer's data as GET /api/me/data answers it: one lead, one application, their consents. */
export const SAMPLE_MY_DATA: MyData = {
  generatedAt: "2026-11-23T08:00:00.000Z",
  categories: [
    {
      category: "contact",
      items: [
        { field: "phone", value: "0987654321", source: "account:0987654321" },
        { field: "email", value: "nhung@example.vn", source: "account:0987654321" },
        { field: "fullName", value: "Nguyễn Thị Hồng Nhung", source: "LNDEMO000001" },
      ],
    },
    {
      category: "identity",
      items: [
        { field: "nationalId", value: "001090012345", source: "LNDEMO000001" },
        { field: "idFront", value: "2026-11-20T03:15:00.000Z", source: "HSDEMO000001" },
        { field: "idBack", value: "2026-11-20T03:16:00.000Z", source: "HSDEMO000001" },
      ],
    },
    { category: "face", items: [{ field: "faceImage", value: "2026-11-20T03:18:00.000Z", source: "HSDEMO000001" }] },
    {
      category: "bank",
      items: [{ field: "bankAccount", value: "0123456789 · NGUYEN THI HONG NHUNG", source: "HSDEMO000001" }],
    },
    {
      category: "reference",
      items: [{ field: "referencePerson", value: "Bố/Mẹ · Nguyễn Văn Bình · 0912000111", source: "HSDEMO000001" }],
    },
    {
      category: "address",
      items: [{ field: "address", value: "Số 5 phố Phúc Xá, phường Ba Đình, Hà Nội", source: "HSDEMO000001" }],
    },
    {
      category: "profile",
      items: [
        { field: "income", value: "Từ 7 - 10 triệu", source: "LNDEMO000001" },
        { field: "maritalStatus", value: "Đã kết hôn", source: "LNDEMO000001" },
      ],
    },
    { category: "device", items: [] },
  ],
  deliveries: [
    {
      partner: "Công ty Tài chính TNHH Mẫu A",
      kind: "lead",
      subject: "LNDEMO000001",
      fields: ["fullName", "nationalId", "phone", "income", "loan"],
      status: "received",
      createdAt: "2026-11-19T02:00:00.000Z",
      sentAt: "2026-11-19T02:00:05.000Z",
    },
  ],
  consents: [
    {
      id: "consent:1",
      purpose: "loan_lead",
      version: "2026-11-01",
      subject: "LNDEMO000001",
      agreedAt: "2026-11-19T01:58:00.000Z",
      withdrawnAt: null,
    },
    {
      id: "consent:2",
      purpose: "biometric",
      version: "2026-11-23",
      subject: "HSDEMO000001",
      agreedAt: "2026-11-20T03:17:00.000Z",
      withdrawnAt: null,
    },
  ],
  deletionRequests: [],
};
