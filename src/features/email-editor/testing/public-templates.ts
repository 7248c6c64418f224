/*
 * Compact fixtures that reproduce the structures of real public email templates the pre-send checks and the
 * "start from code" paths are judged against (doctype, head styles, MSO conditionals, background attributes,
 * alt patterns, merge tags). They are written here, not copied: each names the template it models.
 */

/** Models Cerberus's hybrid template (emailmonks/Cerberus, cerberus-hybrid.html): `alt="alt_text"`, a `background=` cell with a VML fallback. */
export const CERBERUS_HYBRID = `<!DOCTYPE html>
<html lang="en" xmlns:v="urn:schemas-microsoft-com:vml">
<head><meta charset="utf-8"><title></title>
<!--[if mso]><style>* { font-family: sans-serif !important; }</style><![endif]-->
<style>html, body { margin: 0 auto !important; } .button-td:hover { background: #555555 !important; }</style>
</head>
<body width="100%" style="margin: 0; background-color: #222222;">
<center role="article" aria-roledescription="email">
<table role="presentation" width="600">
<tr><td><img src="https://via.placeholder.com/200x50" width="200" alt="alt_text" border="0"></td></tr>
<tr><td background="https://via.placeholder.com/600x230/222222/666666" style="background-position: center center !important;">
<!--[if gte mso 9]><v:rect xmlns:v="urn:schemas-microsoft-com:vml" fill="true"><v:fill type="tile" src="https://via.placeholder.com/600x230/222222/666666" /><![endif]-->
<p>Maecenas sed ante pellentesque.</p></td></tr>
<tr><td><img src="https://via.placeholder.com/1" width="1" height="1" alt="" border="0"></td></tr>
<tr><td><a href="https://www.google.com">Primary Button</a></td></tr>
<tr><td><unsubscribe style="color: #888888; text-decoration: underline;">unsubscribe</unsubscribe></td></tr>
</table></center></body></html>`;

/** Models Mailchimp's email-blueprints (templates/2col-1-2-leftsidebar.html): `*|UNSUB|*` footer, `*|MC_PREVIEW_TEXT|*`, head styles. */
export const MAILCHIMP_BLUEPRINT = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head>
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"><title>*|MC:SUBJECT|*</title>
<style type="text/css">#outlook a{padding:0;} body{width:100% !important;} #templateHeader{background-color:#FFFFFF;}</style>
</head><body leftmargin="0" marginwidth="0" topmargin="0">
<span class="mcnPreviewText" style="display:none;">*|MC_PREVIEW_TEXT|*</span>
<table border="0" cellpadding="0" cellspacing="0" width="600" id="templateContainer">
<tr><td><img src="https://gallery.mailchimp.com/header_placeholder_600px.png" alt="header_placeholder_600px.png" style="max-width:600px;" id="headerImage"></td></tr>
<tr><td><a href="*|ARCHIVE|*">View this email in your browser</a></td></tr>
<tr><td><a href="*|UNSUB|*">unsubscribe from this list</a></td></tr>
</table></body></html>`;

/** Models SendGrid's email-templates (paste-templates/password-reset.html): a transactional template without unsubscribe. */
export const SENDGRID_PASSWORD_RESET = `<!doctype html>
<html><head><meta charset="utf-8"><title>Password Reset</title>
<style type="text/css">body, p, div { font-family: arial; font-size: 14px; } a { color: #1188E6; }</style>
<!--[if (gte mso 9)|(IE)]><style type="text/css">table { border-collapse: collapse; }</style><![endif]-->
</head><body>
<table class="wrapper" width="100%"><tr><td>
<img class="max-width" border="0" style="display:block;" width="600" alt="" src="https://marketing-image-production.s3.amazonaws.com/uploads/header.png">
<p>Hi {{first_name}}, reset your password:</p>
<a href="{{reset_link}}" style="background-color:#333333;">Reset Password</a>
</td></tr></table></body></html>`;

/** Models Postmark's transactional templates (ActiveCampaign/postmark-templates, welcome): `{{ pm:unsubscribe }}` and a relative masthead. */
export const POSTMARK_WELCOME = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head>
<meta name="x-apple-disable-message-reformatting" />
<style type="text/css" rel="stylesheet" media="all">.email-masthead { background-image: url('images/masthead.png'); } body { width: 100% !important; }</style>
<!--[if mso]><style type="text/css">.f-fallback { font-family: Arial, sans-serif; }</style><![endif]-->
</head><body>
<table class="email-wrapper" width="100%"><tr><td class="email-masthead">
<a href="https://example.com" class="f-fallback email-masthead_name">{{ product_name }}</a></td></tr>
<tr><td><h1>Welcome, {{name}}!</h1><a href="{{action_url}}" class="button">Do this Next</a></td></tr>
<tr><td><a href="{{ pm:unsubscribe }}">Unsubscribe</a></td></tr>
</table></body></html>`;

/** Models Foundation for Emails' hero template (foundation/foundation-emails-template): an http: background in a style attribute, a file-name alt. */
export const FOUNDATION_HERO = `<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml"><head><meta name="viewport" content="width=device-width">
<style>.header { background: #8a8a8a; } .container { width: 580px; }</style></head>
<body><table class="body"><tr><td class="float-center" align="center" valign="top">
<table class="container" style="background-image: url(http://placehold.it/580x300);"><tr><td>
<img src="https://placehold.it/250x250" alt="hero.png">
<p>Hello, this is Foundation for Emails.</p>
<a href="https://example.com/unsubscribe">Unsubscribe</a>
</td></tr></table></td></tr></table></body></html>`;

/** Models MJML's output (mjmlio/email-templates, recast): MSO conditionals, a background shorthand, a `{$unsubscribe}` footer. */
export const MJML_RECAST = `<!doctype html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:v="urn:schemas-microsoft-com:vml" xmlns:o="urn:schemas-microsoft-com:office:office">
<head><title></title><!--[if !mso]><!--><meta http-equiv="X-UA-Compatible" content="IE=edge"><!--<![endif]-->
<style type="text/css">#outlook a { padding:0; } @media only screen and (min-width:480px) { .mj-column-per-100 { width:100% !important; } }</style>
</head><body style="word-spacing:normal;background-color:#F4F4F4;">
<div style="background:url('https://11mq8.mjt.lu/img/11mq8/b/1/xk4.png') top center / cover no-repeat;">
<img alt="" height="auto" src="https://11mq8.mjt.lu/img/11mq8/b/1/xk3.png" width="600" />
<a href="{$unsubscribe}" style="color:#555555;">Unsubscribe</a>
</div></body></html>`;
