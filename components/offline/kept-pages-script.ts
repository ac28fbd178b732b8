import { CACHE_NAMES, listedOnOfflinePage } from '@/lib/offline/rules';

/**
 * Lists, on the offline page, the pages to browse this phone keeps in the page's language (light ones
 * too, data saver: listedOnOfflinePage says which), each by its title (read from the kept page).
 * Plain DOM code, inline: the offline page must work from the cache alone, with no framework script
 * fetched. The list starts with the home page, then the products page, when they are kept.
 */
export const KEPT_PAGES_SCRIPT = `(async function(){
var list=document.getElementById('kept-pages'),none=document.getElementById('kept-none');
if(!list||!window.caches)return;
var listed=document.documentElement.lang==='sw'?new RegExp(${JSON.stringify(listedOnOfflinePage('sw').source)}):new RegExp(${JSON.stringify(listedOnOfflinePage('en').source)});
var cache=await caches.open(${JSON.stringify(CACHE_NAMES.pages)});
var found=[];
for(const request of await cache.keys()){
var url=new URL(request.url);
if(url.search||!listed.test(url.pathname))continue;
var html=await (await cache.match(request)).text();
var title=(/<title>([^<]*)<\\/title>/.exec(html)||[])[1]||url.pathname;
var text=document.createElement('textarea');text.innerHTML=title.replace(/ \\| Miche$/,'');
found.push({path:url.pathname,title:text.value});
}
found.sort(function(a,b){return a.path.length-b.path.length||a.title.localeCompare(b.title)});
found.slice(0,40).forEach(function(page){
var li=document.createElement('li'),a=document.createElement('a');
a.href=page.path;a.textContent=page.title;a.className='inline-flex min-h-11 items-center underline';
li.appendChild(a);list.appendChild(li);
});
if(found.length&&none)none.hidden=true;
})()`;
