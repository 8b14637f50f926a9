import type { Preview } from "@storybook/react-vite";
import "../src/app/styles.css";
import { withRouter } from "../stories/support/with-router";

const preview: Preview = {
  decorators: [withRouter],
  parameters: {
    layout: "fullscreen",
    viewport: {
      options: {
        mobile360: { name: "Mobile 360", styles: { width: "360px", height: "740px" } },
        tablet: { name: "Tablet", styles: { width: "768px", height: "1024px" } },
      },
    },
  },
};

export default preview;
