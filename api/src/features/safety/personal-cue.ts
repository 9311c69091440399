/**
 * Something in a message that could be a personal detail: a digit, an @ or an underscore (numbers,
 * e-mails, handles), or a word that names one (a name, where someone lives, a school, a phone, a
 * password, an account, an app to find someone on, a meeting, a digit spelled out). The personal-details head of the
 * classifier, alone, flags only a message that has one: it learned the shape of children's
 * chatter around details, and without any detail in it "my pencil case is so lame" read to it as
 * personal details (0.6 and more).
 *
 * On normalized text: lower case, accents stripped.
 */
const PERSONAL_CUE = new RegExp(
  String.raw`[0-9@_]|\b(?:${[
    // English.
    String.raw`names?|named|called|call me|live|lives|living|address|street|st|road|ave|avenue|house|home|apartment|flat|school|class|grade|phone|number|cell|text me|password|pass|login|log in|user ?name|user|handle|account|email|mail|gmail|hotmail|outlook|snap|snapchat|insta|instagram|ig|discord|tiktok|whatsapp|kik|telegram|facebook|add me|follow me|dm me|meet|where|pin|code|birthday|born|zip|town|city|neighborhood|near`,
    // Spanish.
    String.raw`nombres?|llamo|cel|celu|fono|whats|wpp|mensaje|apellido|vivo|vive|direccion|calle|casa|piso|escuela|colegio|instituto|telefono|celular|movil|numero|contrasena|clave|usuario|cuenta|correo|agregame|sigueme|donde|cumpleanos|nacimiento|barrio|ciudad|pueblo|cerca`,
    // Portuguese.
    String.raw`nome|chamo|sobrenome|moro|mora|endereco|rua|apartamento|escola|colegio|telefone|celular|zap|senha|usuario|conta|me adiciona|me segue|onde|aniversario|bairro|cidade|perto|cep`,
    // French.
    String.raw`nom|prenom|appelle|habite|adresse|rue|maison|appart|ecole|college|lycee|classe|telephone|portable|tel|numero|mot de passe|mdp|identifiant|pseudo|compte|ajoute moi|ou|anniversaire|quartier|ville|pres`,
    // Digits spelled out, as a phone number is to get past a filter.
    String.raw`zero|one|two|three|four|five|six|seven|eight|nine|cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|um|dois|quatro|sete|oito|nove|zero|un|deux|trois|quatre|cinq|sept|huit|neuf|null|eins|zwei|drei|vier|funf|sechs|sieben|acht|neun`,
    // German.
    String.raw`heisse|vorname|nachname|wohne|wohnt|adresse|strasse|haus|wohnung|schule|klasse|handy|telefon|nummer|passwort|kennwort|benutzername|konto|add mich|wo|geburtstag|stadt|dorf|nahe|plz`,
  ].join('|')})\b`,
);

export const mayHoldPersonalDetail = (normalized: string): boolean => PERSONAL_CUE.test(normalized);
