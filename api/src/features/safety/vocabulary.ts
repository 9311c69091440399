/**
 * Words the normalizer may restore when a child hides or stretches them ("s*icide", "k i l l",
 * "diiieee"): the sensitive words of every category in the five languages, and the short
 * words that sit between them. A masked or spaced word is only rewritten into one of these.
 */
const WORDS = `
i me my myself you your yourself him her them he she it we they us our is am are was be been
to the a an and or of in on at for with so not no just all any go get got want wanna gonna
kill killing killed kil myself die dying dead death suicide suicidal unalive alive live life
cut cutting hurt hurting harm selfharm hang noose pills overdose bleed blood razor blade wrist
wrists jump bridge sleep forever wake end gone here anymore goodbye
gun guns knife knives stab shoot shooting bomb weapon school punch beat attack murder revenge
pay hate fight
nude nudes naked sex sexy porn horny boobs dick penis pussy pics pic photo photos send
secret meet alone touch touched abuse abused hits hit molest rape raped
stupid idiot loser ugly fat dumb freak bitch slut whore retard kys
weed vape vaping drunk high stoned cocaine coke molly xanax pills meth drugs dealer beer vodka
password login username address phone number email
morir muerte matarme suicidio suicidarme cortarme desaparecer vivir muerto muerta arma pistola
cuchillo escuela matar odio desnuda desnudo fotos secreto droga drogas porro mota
mourir suicide tuer couteau arme ecole nue nu photos secret drogue shit beuh
morrer suicidio matar faca arma escola pelada nudes segredo droga maconha
sterben selbstmord umbringen toten messer waffe schule nackt geheim drogen kiffen
`;

export const VOCABULARY: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
