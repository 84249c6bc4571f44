import { fillPlaceholders, type Localized, type RequestLanguage } from '../language-of-request.ts'

/*
 * Every refusal of a document, in the app's three languages (decisions.md, Documents and
 * analysis). A DocumentError names its message by id; the route renders it in the request's
 * language (language-of-request.ts). `{name}` placeholders are filled when the message is
 * rendered, numbers the language's way. Product and format names (PDF, Word, DOCX, TXT, ZIP)
 * stay as they are in every language.
 */

/** The formats every refusal points the user to, so each message says what would work instead. */
const ACCEPTED_FORMATS: Localized = {
  en: 'Upload a PDF, a Word document (DOCX) or a plain-text file (TXT), or paste the text instead.',
  ru: 'Загрузите PDF, документ Word (DOCX) или обычный текстовый файл (TXT) либо вставьте текст вручную.',
  es: 'Sube un PDF, un documento de Word (DOCX) o un archivo de texto sin formato (TXT), o pega el texto directamente.',
}

export const DOCUMENT_MESSAGES = {
  file_too_large: {
    en: 'This file is larger than {megabytes} MB, far more than a resume needs. Remove large images or save it as a smaller PDF or DOCX, or paste the text instead.',
    ru: 'Этот файл больше {megabytes} МБ — намного больше, чем нужно для резюме. Удалите крупные изображения или сохраните его как PDF или DOCX меньшего размера либо вставьте текст вручную.',
    es: 'Este archivo ocupa más de {megabytes} MB, mucho más de lo que necesita un currículum. Quita las imágenes grandes o guárdalo como un PDF o DOCX más pequeño, o pega el texto directamente.',
  },
  unsupported_type: {
    en: `We can't read this type of file. ${ACCEPTED_FORMATS.en}`,
    ru: `Мы не умеем читать файлы этого типа. ${ACCEPTED_FORMATS.ru}`,
    es: `No podemos leer este tipo de archivo. ${ACCEPTED_FORMATS.es}`,
  },
  not_readable_text: {
    en: `This file is not text we can read. ${ACCEPTED_FORMATS.en}`,
    ru: `В этом файле нет текста, который мы могли бы прочитать. ${ACCEPTED_FORMATS.ru}`,
    es: `Este archivo no contiene texto que podamos leer. ${ACCEPTED_FORMATS.es}`,
  },
  // The four ways a PDF can have no usable text (document-error.ts), each with what to do.
  no_text_layer: {
    en: 'This PDF looks like a scanned image with no text layer: its pages are pictures (a scan or a photo), so there is no text to read. Run it through text recognition (OCR), for example in your scanning app, and upload the result, or paste the text instead.',
    ru: 'Этот PDF похож на отсканированное изображение без текстового слоя: его страницы — картинки (скан или фотография), поэтому текста в нём нет. Распознайте текст (OCR), например в приложении для сканирования, и загрузите результат либо вставьте текст вручную.',
    es: 'Este PDF parece una imagen escaneada sin capa de texto: sus páginas son imágenes (un escaneo o una foto), así que no contiene texto que leer. Pásalo por un reconocimiento de texto (OCR), por ejemplo en la aplicación de tu escáner, y sube el resultado, o pega el texto directamente.',
  },
  pdf_no_unicode_map: {
    en: 'This PDF has text, but its font has no Unicode map (no table from its characters to letters), so the text comes out as unreadable symbols. It is not a scan. Export the PDF again from the original document (Save as PDF or Print to PDF, with fonts embedded), upload the DOCX instead, or paste the text.',
    ru: 'В этом PDF есть текст, но у его шрифта нет карты Unicode (таблицы соответствия символов буквам), поэтому текст читается как набор непонятных знаков. Это не скан. Экспортируйте PDF заново из исходного документа («Сохранить как PDF» или «Печать в PDF» со встроенными шрифтами), загрузите вместо него файл DOCX или вставьте текст вручную.',
    es: 'Este PDF tiene texto, pero su fuente no tiene mapa Unicode (una tabla de sus caracteres a letras), así que el texto sale como símbolos ilegibles. No es un escaneo. Vuelve a exportar el PDF desde el documento original («Guardar como PDF» o «Imprimir en PDF», con las fuentes incrustadas), sube el DOCX en su lugar o pega el texto directamente.',
  },
  pdf_no_text: {
    en: 'We found no text in this PDF: its pages are blank, or the letters were saved as drawn shapes (outlines) instead of text. Export it again from the original document with the text kept as text, upload the DOCX instead, or paste the text.',
    ru: 'Мы не нашли текста в этом PDF: его страницы пусты или буквы сохранены как нарисованные фигуры (кривые), а не как текст. Экспортируйте его заново из исходного документа так, чтобы текст остался текстом, загрузите вместо него файл DOCX или вставьте текст вручную.',
    es: 'No hemos encontrado texto en este PDF: sus páginas están en blanco o las letras se guardaron como formas dibujadas (contornos) en lugar de texto. Vuelve a exportarlo desde el documento original conservando el texto como texto, sube el DOCX en su lugar o pega el texto directamente.',
  },
  empty: {
    en: "We couldn't find any text in this file. Check that you chose the right file, or paste the text instead.",
    ru: 'Мы не нашли в этом файле никакого текста. Проверьте, тот ли файл вы выбрали, или вставьте текст вручную.',
    es: 'No hemos encontrado ningún texto en este archivo. Comprueba que has elegido el archivo correcto o pega el texto directamente.',
  },
  zip_not_word: {
    en: `This file is a ZIP archive, not a Word document. ${ACCEPTED_FORMATS.en}`,
    ru: `Этот файл — ZIP-архив, а не документ Word. ${ACCEPTED_FORMATS.ru}`,
    es: `Este archivo es un archivo ZIP, no un documento de Word. ${ACCEPTED_FORMATS.es}`,
  },
  docx_damaged: {
    en: 'This Word document is damaged, so we could not read it. Open it in Word or another editor, save it again as DOCX, and upload the new file, or paste the text instead.',
    ru: 'Этот документ Word повреждён, поэтому прочитать его не удалось. Откройте его в Word или другом редакторе, снова сохраните как DOCX и загрузите новый файл либо вставьте текст вручную.',
    es: 'Este documento de Word está dañado y no hemos podido leerlo. Ábrelo en Word o en otro editor, vuelve a guardarlo como DOCX y sube el nuevo archivo, o pega el texto directamente.',
  },
  doc_unreadable: {
    en: 'We could not read this file as a Word 97-2003 document: it is damaged, protected, or another Office format. Save it as DOCX or PDF and upload that, or paste the text instead.',
    ru: 'Не удалось прочитать этот файл как документ Word 97-2003: он повреждён, защищён или сохранён в другом формате Office. Сохраните его как DOCX или PDF и загрузите этот файл либо вставьте текст вручную.',
    es: 'No hemos podido leer este archivo como documento de Word 97-2003: está dañado, protegido o tiene otro formato de Office. Guárdalo como DOCX o PDF y sube ese archivo, o pega el texto directamente.',
  },
  zip_too_large: {
    en: 'This Word file unpacks to far more data than a resume could hold, so we did not open it. Save it again from your word processor, or paste the text instead.',
    ru: 'Этот файл Word после распаковки занимает намного больше, чем может занимать резюме, поэтому мы не стали его открывать. Сохраните его заново в текстовом редакторе или вставьте текст вручную.',
    es: 'Este archivo de Word se descomprime en muchos más datos de los que puede contener un currículum, así que no lo hemos abierto. Vuelve a guardarlo desde tu procesador de textos o pega el texto directamente.',
  },
  zip_too_many_entries: {
    en: 'This file packs more than {count} files inside, far more than a Word resume has, so we did not open it. Save it again from your word processor as DOCX, or paste the text instead.',
    ru: 'Внутри этого файла упаковано больше {count} файлов — намного больше, чем бывает в резюме Word, поэтому мы не стали его открывать. Сохраните его заново в текстовом редакторе в формате DOCX или вставьте текст вручную.',
    es: 'Este archivo contiene más de {count} archivos empaquetados, muchos más de los que tiene un currículum de Word, así que no lo hemos abierto. Vuelve a guardarlo como DOCX desde tu procesador de textos o pega el texto directamente.',
  },
  pdf_encrypted: {
    en: 'This PDF is protected by a password, so we cannot read it. Remove the password (for example by printing it to a new PDF), then upload it again, or paste the text instead.',
    ru: 'Этот PDF защищён паролем, поэтому мы не можем его прочитать. Снимите пароль (например, распечатав документ в новый PDF) и загрузите файл снова либо вставьте текст вручную.',
    es: 'Este PDF está protegido con contraseña, así que no podemos leerlo. Quita la contraseña (por ejemplo, imprimiéndolo en un PDF nuevo) y vuelve a subirlo, o pega el texto directamente.',
  },
  pdf_damaged: {
    en: 'This PDF is damaged or not a valid PDF, so we could not read it. Export it again from the program that made it and upload the new file, or paste the text instead.',
    ru: 'Этот PDF повреждён или не является корректным PDF, поэтому прочитать его не удалось. Экспортируйте его заново из программы, в которой он был создан, и загрузите новый файл либо вставьте текст вручную.',
    es: 'Este PDF está dañado o no es un PDF válido, así que no hemos podido leerlo. Vuelve a exportarlo desde el programa con el que se creó y sube el nuevo archivo, o pega el texto directamente.',
  },
  pdf_too_large: {
    en: 'This PDF unpacks to far more data than a resume could hold, so we did not open it. Export it again from the program that made it (or print it to a new PDF), or paste the text instead.',
    ru: 'Этот PDF после распаковки занимает намного больше, чем может занимать резюме, поэтому мы не стали его открывать. Экспортируйте его заново из программы, в которой он был создан (или распечатайте в новый PDF), либо вставьте текст вручную.',
    es: 'Este PDF se descomprime en muchos más datos de los que puede contener un currículum, así que no lo hemos abierto. Vuelve a exportarlo desde el programa con el que se creó (o imprímelo en un PDF nuevo), o pega el texto directamente.',
  },
  pdf_too_complex: {
    en: 'This PDF is built in a way we cannot read safely, so we did not open it. Export it again from the program that made it (or print it to a new PDF), or paste the text instead.',
    ru: 'Этот PDF устроен так, что мы не можем безопасно его прочитать, поэтому мы не стали его открывать. Экспортируйте его заново из программы, в которой он был создан (или распечатайте в новый PDF), либо вставьте текст вручную.',
    es: 'Este PDF está construido de una forma que no podemos leer con seguridad, así que no lo hemos abierto. Vuelve a exportarlo desde el programa con el que se creó (o imprímelo en un PDF nuevo), o pega el texto directamente.',
  },
  // Not a refusal: the warning of a text that reads as symbol soup (text-quality.ts), for the CLI;
  // the web client words it itself from the warning's code.
  text_garbled: {
    en: 'The text of this file looks garbled: little of it looks like words, because a font maps its letters to the wrong characters or the file was read in the wrong encoding, so an analysis of it would be nonsense. Check and fix the text, export the file again from the original document (Save as PDF with fonts embedded), upload the DOCX, or paste the text.',
    ru: 'Текст этого файла выглядит искажённым: мало что в нём похоже на слова, потому что шрифт сопоставляет буквам не те символы или файл прочитан в неверной кодировке, и анализ такого текста был бы бессмыслицей. Проверьте и исправьте текст, экспортируйте файл заново из исходного документа («Сохранить как PDF» со встроенными шрифтами), загрузите DOCX или вставьте текст вручную.',
    es: 'El texto de este archivo parece ilegible: poco de él parece formado por palabras, porque una fuente asigna a sus letras caracteres equivocados o el archivo se leyó con una codificación equivocada, así que un análisis de ese texto no tendría sentido. Revisa y corrige el texto, vuelve a exportar el archivo desde el documento original («Guardar como PDF» con las fuentes incrustadas), sube el DOCX o pega el texto directamente.',
  },
  // The upload itself (server/routes/upload.ts), before the file is read.
  upload_too_large: {
    en: 'This file is larger than {megabytes} MB. Remove large images or save it as a smaller PDF or DOCX, or paste the text instead.',
    ru: 'Этот файл больше {megabytes} МБ. Удалите крупные изображения или сохраните его как PDF или DOCX меньшего размера либо вставьте текст вручную.',
    es: 'Este archivo ocupa más de {megabytes} MB. Quita las imágenes grandes o guárdalo como un PDF o DOCX más pequeño, o pega el texto directamente.',
  },
  upload_not_multipart: {
    en: 'Send the file as multipart/form-data in the field "{field}".',
    ru: 'Отправьте файл как multipart/form-data в поле "{field}".',
    es: 'Envía el archivo como multipart/form-data en el campo "{field}".',
  },
  upload_no_file: {
    en: 'No file was received. Choose a PDF, DOCX or TXT file and send it in the field "{field}".',
    ru: 'Файл не получен. Выберите файл PDF, DOCX или TXT и отправьте его в поле "{field}".',
    es: 'No hemos recibido ningún archivo. Elige un archivo PDF, DOCX o TXT y envíalo en el campo "{field}".',
  },
  upload_malformed: {
    en: 'The upload arrived incomplete or malformed, so no file could be read. Choose the file again and retry, or paste the text instead.',
    ru: 'Файл пришёл неполным или искажённым, поэтому прочитать его не удалось. Выберите файл ещё раз и повторите попытку либо вставьте текст вручную.',
    es: 'El archivo ha llegado incompleto o con un formato incorrecto, así que no hemos podido leerlo. Vuelve a elegir el archivo e inténtalo de nuevo, o pega el texto directamente.',
  },
  upload_too_many_parts: {
    en: 'Send one file in the field "{field}" and nothing else.',
    ru: 'Отправьте в поле "{field}" один файл и ничего больше.',
    es: 'Envía un solo archivo en el campo "{field}" y nada más.',
  },
} as const satisfies Record<string, Localized>

export type DocumentMessageId = keyof typeof DOCUMENT_MESSAGES

/** The numbers and names a message's placeholders are filled with. */
export type MessageParams = Readonly<Record<string, string | number>>

/** A document refusal's text in one language. */
export function documentMessage(
  id: DocumentMessageId,
  language: RequestLanguage,
  params?: MessageParams,
): string {
  return fillPlaceholders(DOCUMENT_MESSAGES[id][language], language, params)
}
