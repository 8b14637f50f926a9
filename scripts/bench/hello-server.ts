// The baseline: a bare Hono hello-world on @hono/node-server, as fast as this stack goes.
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/api/health", (c) => c.json({ code: 200, data: { db: "ok" } }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
