/** Where the chosen skin is kept, per browser: Mantine's colour-scheme manager (theme.ts) and SKIN_SCRIPT read it. */
export const SKIN_KEY = 'svc-skin';

/**
 * The page's first script, inline in index.html's head (skin-script.plugin.ts): the stored skin on `<html>`
 * before anything is painted, as Mantine sets it once the app has started, so a dark choice never flashes
 * white while the JavaScript loads (decision 095). Light, the specification's default, when none is stored
 * or storage is refused. The server allows exactly this script by its hash (plugins/security-headers.ts).
 */
export const SKIN_SCRIPT = `try{var s=localStorage.getItem("${SKIN_KEY}")==="dark"?"dark":"light",d=document.documentElement;d.setAttribute("data-mantine-color-scheme",s);d.style.colorScheme=s}catch(e){}`;
