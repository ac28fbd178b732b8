/** @jest-environment jsdom */
import { bootFramework, browserPage } from '@/components/islands/boot';
import { FRAMEWORK_LIST_ID } from '@/lib/light-page/contract';

// A module of its own: the boot is once per page, and this page is another.
const flightOf = (build: string) => `1:"x"\n0:{"P":null,"b":"${build}","c":["",""]}\n`;

describe('booting a page another build drew', () => {
  it('reloads once instead of mixing two builds, and loads no script', async () => {
    const reload = jest.spyOn(browserPage, 'reload').mockImplementation(() => undefined);
    global.fetch = jest.fn(async () => ({
      ok: true,
      headers: new Headers({ 'content-type': 'text/x-component' }),
      text: async () => flightOf('BUILD_2'),
    })) as unknown as typeof global.fetch;
    document.head.innerHTML = '';
    document.body.innerHTML = `<script type="application/json" id="${FRAMEWORK_LIST_ID}" data-build="BUILD_1">["/_next/static/chunks/a.js"]</script>`;
    await expect(bootFramework()).rejects.toThrow('the page is from build BUILD_1, its data from BUILD_2');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    // Still another build after the reload (a cache in front kept the old page): no reload loop.
    await expect(bootFramework()).rejects.toThrow();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
