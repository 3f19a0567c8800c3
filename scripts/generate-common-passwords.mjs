/**
 * Writes public/data/common-passwords.txt: the common and breached passwords that the password rule
 * refuses (ASVS 6.2.4), one a line, most common first (zxcvbn ranks a dictionary word by its line).
 * Source: the ranked list of @zxcvbn-ts/language-common (a devDependency, from public breach corpora),
 * keeping the entries our length rule would otherwise accept (8 to 128 characters), the 10,000 most
 * common. A static asset, not a module: the Worker reads it from its assets when a password is set
 * (decision 069), so its ~45 KiB gzip are not in the Worker's bundle. Run after upgrading that package:
 *   npm exec -- node scripts/generate-common-passwords.mjs
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { writeFileSync } from "node:fs";

const MIN = 8;
const MAX = 128;
const COUNT = 10_000;
const passwords = dictionary["passwords-common"]
  .filter((password) => {
    const length = [...password].length;
    return length >= MIN && length <= MAX && !password.includes("\n");
  })
  .slice(0, COUNT);
writeFileSync(new URL("../public/data/common-passwords.txt", import.meta.url), `${passwords.join("\n")}\n`);
console.log(`Wrote ${passwords.length} passwords.`);
