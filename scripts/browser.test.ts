import { chooseChromium, SYSTEM_CHROMIUMS } from './browser'
import { ensureBrowser, HOW_TO_GET_ONE } from './ensure-browser'

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path)

describe('chooseChromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(
      chooseChromium({ CHROMIUM_PATH: '/opt/chrome' }, only('/opt/chrome', '/usr/bin/chromium')),
    ).toEqual({ executablePath: '/opt/chrome', source: 'CHROMIUM_PATH' })
  })

  it('refuses a CHROMIUM_PATH that is not there rather than using another browser', () => {
    expect(() => chooseChromium({ CHROMIUM_PATH: '/nope' }, only('/usr/bin/chromium'))).toThrow(
      'CHROMIUM_PATH=/nope is not an executable file',
    )
  })

  it('then the first system Chromium, in order', () => {
    expect(chooseChromium({}, only('/usr/bin/google-chrome', '/usr/bin/chromium-browser'))).toEqual(
      { executablePath: '/usr/bin/chromium-browser', source: 'system' },
    )
    expect(SYSTEM_CHROMIUMS[0]).toBe('/usr/bin/chromium')
  })

  it("then Playwright's own", () => {
    expect(chooseChromium({}, only())).toEqual({ executablePath: undefined, source: 'playwright' })
  })
})

describe('ensureBrowser', () => {
  const none = () => ({ executablePath: undefined, source: 'playwright' as const })

  function run(steps: { works: boolean[]; install: boolean }) {
    const lines: string[] = []
    const works = vi.fn(async () => steps.works.shift() ?? false)
    const install = vi.fn(() => steps.install)
    const done = ensureBrowser({ log: (line) => lines.push(line), choose: none, works, install })
    return { done, lines, works, install }
  }

  it('is done at once with a system or CHROMIUM_PATH browser', async () => {
    const install = vi.fn(() => true)
    const lines: string[] = []
    const ok = await ensureBrowser({
      log: (line) => lines.push(line),
      choose: () => ({ executablePath: '/usr/bin/chromium', source: 'system' }),
      install,
    })
    expect(ok).toBe(true)
    expect(install).not.toHaveBeenCalled()
    expect(lines).toEqual(['Browser tests use /usr/bin/chromium (system).'])
  })

  it("uses Playwright's own browser when it starts, without installing", async () => {
    const { done, install } = run({ works: [true], install: true })
    await expect(done).resolves.toBe(true)
    expect(install).not.toHaveBeenCalled()
  })

  it("installs Playwright's browser when there is none", async () => {
    const { done, install, lines } = run({ works: [false, true], install: true })
    await expect(done).resolves.toBe(true)
    expect(install).toHaveBeenCalledOnce()
    expect(lines.at(-1)).toContain('just installed')
  })

  it('says in one line what would fix it when the install cannot download', async () => {
    const { done, lines } = run({ works: [false], install: false })
    await expect(done).resolves.toBe(false)
    expect(lines.at(-1)).toBe(HOW_TO_GET_ONE)
  })
})
