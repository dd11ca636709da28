import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * A second reader for the XLSX exports (issue 30): LibreOffice Calc, headless, opens the file a staff member
 * downloads and writes every sheet as CSV with each cell's text AS SHOWN (number formats applied: "¥5,520.00",
 * "2026-05-17 09:55"), which is what a person reads in a spreadsheet program. Debian `libreoffice-calc-nogui`,
 * installed by .ci/run when missing. Without `soffice` the tests that need it skip locally and fail with CI=true
 * (`libreOfficeMissing`).
 */
const run = promisify(execFile)

let found: Promise<string | null> | undefined
/** The soffice binary, or null when LibreOffice is not installed. */
export function findSoffice(): Promise<string | null> {
  found ??= (async () => {
    for (const candidate of [process.env.SOFFICE, '/usr/bin/soffice', '/usr/lib/libreoffice/program/soffice']) {
      if (!candidate) continue
      try {
        await fs.access(candidate)
        return candidate
      } catch {}
    }
    return null
  })()
  return found
}

/**
 * True when the test must skip for want of LibreOffice; with CI=true a missing LibreOffice throws instead (a CI run
 * never silently skips the second reader).
 */
export async function libreOfficeMissing(): Promise<boolean> {
  if (await findSoffice()) return false
  if (process.env.CI === 'true') {
    throw new Error('LibreOffice (soffice) is not installed: apt-get install -y libreoffice-calc-nogui')
  }
  return true
}

/** One CSV text (RFC 4180: quoted fields, doubled quotes, newlines inside quotes) as rows of cells. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell)
    rows.push(row)
  }
  return rows
}

/**
 * Every sheet of an XLSX file as LibreOffice shows it: sheet name → rows of cell texts. One conversion at a time
 * per call, in a profile folder of its own (soffice refuses a second instance on a shared profile).
 */
export async function readWithLibreOffice(bytes: Uint8Array): Promise<Map<string, string[][]>> {
  const soffice = await findSoffice()
  if (!soffice) throw new Error('LibreOffice (soffice) is not installed')
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'xlsx-read-'))
  try {
    const input = path.join(dir, 'book.xlsx')
    await fs.writeFile(input, bytes)
    const out = path.join(dir, 'out')
    // Filter options: comma, double quotes, UTF-8, from line 1, …, "save cell contents as shown", every sheet (-1).
    await run(
      soffice,
      [
        `-env:UserInstallation=file://${path.join(dir, 'profile')}`,
        '--headless',
        '--norestore',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1',
        '--outdir',
        out,
        input,
      ],
      { timeout: 120_000 },
    )
    const sheets = new Map<string, string[][]>()
    for (const name of await fs.readdir(out)) {
      const match = /^book-(.*)\.csv$/.exec(name)
      if (!match?.[1]) continue
      sheets.set(match[1], parseCsv(await fs.readFile(path.join(out, name), 'utf8')))
    }
    if (sheets.size === 0) throw new Error(`LibreOffice wrote no sheet: ${(await fs.readdir(out)).join(', ')}`)
    return sheets
  } finally {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

/** A sheet's rows as objects by the header row's texts. */
export function sheetRecords(rows: string[][]): Array<Record<string, string>> {
  const [header = [], ...body] = rows
  return body.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? ''])))
}
