/**
 * `npm test` and `npm run test:quick`: the test stages (npm scripts) side by side instead of one after
 * the other, each starting as soon as what it needs is done (integration and end-to-end share the one
 * build). Every stage runs to its end even when another fails, so one run reports every failure.
 *
 * Output: a line when a stage starts and ends; a stage's whole output is printed when it ends (stages
 * never interleave) and is written as it comes to .test-logs/<stage>.log (`tail -f` a long stage).
 * At the end: a summary with each stage's time, the tail of each failed stage's output again, and a
 * non-zero exit code when any stage failed or could not start (a stage whose prerequisite failed).
 *
 * Usage: node scripts/run-tests.mjs [full|quick] (run through npm, so node_modules/.bin comes first on PATH).
 */
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";

/**
 * Stages in the order they start when free to; `after`: stages that must have passed first. `niced`: a stage with
 * no timed assertion (typecheck, lint) runs at a lower CPU priority, so the test stages beside it, whose
 * timeouts count wall time, get the cores first; it takes what they leave.
 */
const PLANS = {
  full: [
    // The build first: the longest stage (end-to-end) waits for it.
    { name: "build", run: ["npm", "run", "build"] },
    { name: "e2e", run: ["npm", "run", "test:e2e"], after: ["build"] },
    { name: "integration", run: ["npm", "run", "test:integration"], after: ["build"] },
    { name: "typecheck", run: ["npm", "run", "typecheck"], niced: true },
    { name: "postgres", run: ["npm", "run", "test:postgres"] },
    { name: "lint", run: ["npm", "run", "lint"], niced: true },
    { name: "unit", run: ["npm", "run", "test:unit"] },
    { name: "contract", run: ["npm", "run", "test:contract"] },
  ],
  // The inner loop: no PostgreSQL, no browser, and of the workerd suite only the local adapter's contract.
  quick: [
    { name: "build", run: ["npx", "remix", "vite:build"] },
    { name: "contract-local", run: ["npm", "run", "test:contract-local"], after: ["build"] },
    { name: "typecheck", run: ["npm", "run", "typecheck"], niced: true },
    { name: "lint", run: ["npm", "run", "lint"], niced: true },
    { name: "unit", run: ["npm", "run", "test:unit"] },
    { name: "contract", run: ["npm", "run", "test:contract"] },
  ],
};

const planName = process.argv[2] ?? "full";
const plan = PLANS[planName];
if (!plan) {
  console.error(`Unknown plan "${planName}": one of ${Object.keys(PLANS).join(", ")}.`);
  process.exit(2);
}

const LOG_DIR = ".test-logs";
const FAILED_TAIL_LINES = 60;
mkdirSync(LOG_DIR, { recursive: true });

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const stamp = () => `[${seconds(Date.now() - started).padStart(5)}]`;
/** name → { status: "waiting" | "running" | "passed" | "failed" | "not run", ms, output, child } */
const stages = new Map(plan.map((stage) => [stage.name, { ...stage, status: "waiting", output: "" }]));

console.log(`${stamp()} ${planName} test run: ${plan.map((s) => s.name).join(", ")} on ${availableParallelism()} cores`);

function startReady() {
  for (const stage of stages.values()) {
    if (stage.status !== "waiting") continue;
    const needs = (stage.after ?? []).map((name) => stages.get(name));
    if (needs.some((need) => need.status === "failed" || need.status === "not run")) {
      stage.status = "not run";
      console.log(`${stamp()} ✗ ${stage.name}: not run, ${needs.find((n) => n.status !== "passed").name} did not pass`);
      continue;
    }
    if (needs.every((need) => need.status === "passed")) start(stage);
  }
  if ([...stages.values()].every((stage) => !["waiting", "running"].includes(stage.status))) finish();
}

function start(stage) {
  stage.status = "running";
  stage.startedAt = Date.now();
  const log = createWriteStream(`${LOG_DIR}/${stage.name}.log`);
  // Its own process group, so an interrupted run can stop the stage and everything it started.
  const command = stage.niced ? ["nice", "-n", "10", ...stage.run] : stage.run;
  const child = spawn(command[0], command.slice(1), {
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env,
  });
  stage.child = child;
  console.log(`${stamp()} ▶ ${stage.name}: ${command.join(" ")}`);
  const collect = (chunk) => {
    stage.output += chunk;
    log.write(chunk);
  };
  child.stdout.setEncoding("utf8").on("data", collect);
  child.stderr.setEncoding("utf8").on("data", collect);
  child.on("error", (error) => collect(`\n${command[0]} could not start: ${error.message}\n`));
  child.on("close", (code, signal) => {
    log.end();
    stage.ms = Date.now() - stage.startedAt;
    stage.status = code === 0 ? "passed" : "failed";
    const how = code === 0 ? "passed" : `FAILED (${signal ? `signal ${signal}` : `exit code ${code}`})`;
    console.log(`\n${"─".repeat(100)}\n${stamp()} ${stage.name} ${how} in ${seconds(stage.ms)}\n${"─".repeat(100)}`);
    process.stdout.write(stage.output.endsWith("\n") ? stage.output : `${stage.output}\n`);
    console.log(`${"─".repeat(100)}\n${stamp()} ${code === 0 ? "✓" : "✗"} ${stage.name} ${how} in ${seconds(stage.ms)}\n`);
    startReady();
  });
}

function finish() {
  const all = [...stages.values()];
  const failed = all.filter((stage) => stage.status !== "passed");
  for (const stage of failed.filter((s) => s.status === "failed")) {
    const tail = stage.output.trimEnd().split("\n").slice(-FAILED_TAIL_LINES).join("\n");
    console.log(
      `${"═".repeat(100)}\n${stage.name} FAILED; its last ${FAILED_TAIL_LINES} lines (all: ${LOG_DIR}/${stage.name}.log):\n${tail}\n`,
    );
  }
  console.log(`${"═".repeat(100)}\n${planName} test run in ${seconds(Date.now() - started)}:`);
  for (const stage of all) {
    const mark = stage.status === "passed" ? "✓" : "✗";
    console.log(
      `  ${mark} ${stage.name.padEnd(16)} ${stage.status.padEnd(8)} ${stage.ms === undefined ? "" : seconds(stage.ms).padStart(6)}`,
    );
  }
  if (failed.length > 0) console.log(`${failed.length} of ${all.length} stages did not pass: ${failed.map((s) => s.name).join(", ")}`);
  process.exitCode = failed.length > 0 ? 1 : 0;
}

// Ctrl-C or a CI timeout: stop every running stage's process group, then report.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const stage of stages.values()) {
      if (stage.status === "running") {
        try {
          process.kill(-stage.child.pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
    }
    console.log(`\n${stamp()} interrupted (${signal})`);
    process.exit(130);
  });
}

startReady();
