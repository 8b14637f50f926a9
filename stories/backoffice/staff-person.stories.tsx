import type { Meta, StoryObj } from "@storybook/react-vite";
import { type StaffPerson, StaffPersonView } from "../../src/features/backoffice/staff-person-view";

/** The admin's page of one person (issue 31): loading, loaded, after a change, refused. */
const person: StaffPerson = {
  id: 2,
  email: "tuanthu@vay.test",
  fullName: "Phạm Tuân Thủ",
  role: "compliance",
  status: "active",
  passkeys: [{ id: "cred-1", createdAt: "2026-11-27T01:00:00.000Z", lastUsedAt: "2026-11-28T01:00:00.000Z" }],
  sessions: [
    {
      id: "0123456789abcdef",
      method: "passkey",
      createdAt: "2026-11-28T01:00:00.000Z",
      lastSeenAt: "2026-11-28T01:20:00.000Z",
      expiresAt: "2026-11-28T09:00:00.000Z",
    },
  ],
};
const noop = () => {};
const handlers = { onRole: noop, onRemovePasskey: noop, onEndSession: noop };

const meta = {
  title: "Back-office/Staff person",
  parameters: { path: "/quan-tri/nhan-vien/2" },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: () => <StaffPersonView person={null} notice={null} error={null} {...handlers} />,
};
export const Loaded: Story = {
  render: () => <StaffPersonView person={person} notice={null} error={null} {...handlers} />,
};
export const NoCredentials: Story = {
  render: () => (
    <StaffPersonView person={{ ...person, passkeys: [], sessions: [] }} notice={null} error={null} {...handlers} />
  ),
};
export const RoleChanged: Story = {
  render: () => (
    <StaffPersonView
      person={{ ...person, role: "operator", sessions: [] }}
      notice="Đã đổi vai trò; các phiên của người này đã kết thúc."
      error={null}
      {...handlers}
    />
  ),
};
export const Refused: Story = {
  render: () => (
    <StaffPersonView person={null} notice={null} error="Vai trò của bạn không được làm việc này" {...handlers} />
  ),
};
