import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  // the introduction first (it is the page Storybook opens on), then every story file
  stories: ["../stories/introduction.mdx", "../stories/**/*.stories.@(ts|tsx)"],
  // Docs: every story file gets an autodocs page (the `autodocs` tag in preview.tsx), with its
  // component's props as controls and each story's description.
  addons: ["@storybook/addon-docs"],
  // Mock Service Worker's script (`npx msw init .storybook/public`), served from Storybook's own origin
  staticDirs: ["./public"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
